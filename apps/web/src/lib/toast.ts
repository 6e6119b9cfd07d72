/**
 * Toasts, with the toast library fetched on first use: it is not needed to show a page, only after
 * an action (docs/performance.md). Same calls as sonner's `toast`.
 */
type Message = string;
type Options = { duration?: number; id?: string | number; description?: string };

const sonner = () => import('sonner').then((module) => module.toast);

export const toast = {
  success: (message: Message, options?: Options) => void sonner().then((show) => show.success(message, options)),
  error: (message: Message, options?: Options) => void sonner().then((show) => show.error(message, options)),
  message: (message: Message, options?: Options) => void sonner().then((show) => show.message(message, options)),
};
