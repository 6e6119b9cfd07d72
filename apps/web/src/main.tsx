import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './lib/i18n';
import './ui/styles.css';

const root = document.getElementById('root');
if (!root) {
  console.error('Certamen: the #root element is missing from index.html');
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
