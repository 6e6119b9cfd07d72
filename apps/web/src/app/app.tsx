import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
// The DOM build passes ReactDOM.flushSync to the router (navigate's flushSync option, used by logout).
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './auth-provider';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster richColors closeButton position="top-right" visibleToasts={20} toastOptions={{ duration: 4000 }} />
    </QueryClientProvider>
  );
}
