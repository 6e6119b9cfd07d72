import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { ExamTimer } from './exam-timer';

afterEach(cleanup);

const announcement = () => document.querySelector('[aria-live="polite"]');

describe('ExamTimer', () => {
  it('announces a mark as the clock reaches it, not when the exam starts on one', () => {
    const { rerender } = render(<ExamTimer remaining={600} total={600} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '10:00');
    expect(announcement()).toBeEmptyDOMElement();
    rerender(<ExamTimer remaining={599} total={600} />);
    expect(announcement()).toBeEmptyDOMElement();
    rerender(<ExamTimer remaining={300} total={600} />);
    expect(announcement()).not.toBeEmptyDOMElement();
  });
});
