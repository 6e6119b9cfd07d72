import { ApiError, NetworkError } from '../../../lib/api-client';

export type Result = { kind: 'success' | 'error'; text: string } | null;

/** docs/product.md, Administration: a save ends in a green or a red message, read out by screen readers. */
export function FormResult({ result }: { result: Result }) {
  if (!result) return null;
  return result.kind === 'success' ? (
    <p className="notice notice-success admin-result" role="status">{result.text}</p>
  ) : (
    <p className="notice notice-error admin-result" role="alert">{result.text}</p>
  );
}

/** The message for a failed call: the connection's problem, a known refusal, else the form's own failure text. */
export function failureText(error: unknown, t: (key: 'admin.errors.network' | 'admin.errors.timeout' | 'admin.errors.forbidden') => string, fallback: string, conflict?: string): string {
  if (error instanceof NetworkError) return t(error.reason === 'timeout' ? 'admin.errors.timeout' : 'admin.errors.network');
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return t('admin.errors.forbidden');
  if (error instanceof ApiError && error.status === 409 && conflict) return conflict;
  return fallback;
}
