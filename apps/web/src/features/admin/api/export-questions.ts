import { API_TIMEOUT_MS, NetworkError, apiErrorOf } from '../../../lib/api-client';
import { currentToken } from '../../../lib/session';

/** GET /api/admin/questions/export with the bearer token, saved as quiz_domande.csv (spec section 9). */
export async function exportQuestions(certificationId: number | null): Promise<void> {
  const token = currentToken();
  let response: Response;
  try {
    response = await fetch(`/api/admin/questions/export${certificationId ? `?certificationId=${certificationId}` : ''}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(API_TIMEOUT_MS * 3),
    });
  } catch (error) {
    throw new NetworkError(error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'offline', { cause: error });
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null), response.statusText, response.headers.get('retry-after'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'quiz_domande.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; freeing it on the next tick is safe.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
