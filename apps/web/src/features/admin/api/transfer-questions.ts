import { importResponse, type ImportQuery, type ImportResponse } from '@certamen/shared';
import { ApiError, API_TIMEOUT_MS, NetworkError } from '../../../lib/api-client';
import { currentToken } from '../../../lib/session';

/** Uploads can be large: the 20 s budget starts once the file is sent (the server then checks every row). */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * POST /api/admin/questions/import with the file's bytes as they are (the server tells UTF-8 from
 * Windows-1252). XMLHttpRequest rather than fetch: it reports upload progress.
 */
export function importQuestions(file: Blob, query: ImportQuery, onProgress: (sent: number) => void): Promise<ImportResponse> {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/questions/import?${params}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS + API_TIMEOUT_MS;
    const token = currentToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): handled as an error below.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = importResponse.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'http_error', 'Unexpected answer'));
        return;
      }
      const body = (payload ?? {}) as { error?: string; message?: string; details?: unknown };
      const retryAfter = Number(xhr.getResponseHeader('retry-after'));
      reject(new ApiError(xhr.status, body.error ?? 'http_error', body.message ?? xhr.statusText, body.details ?? (retryAfter > 0 ? { retryAfterSeconds: retryAfter } : undefined)));
    };
    xhr.onerror = () => reject(new NetworkError('offline'));
    xhr.ontimeout = () => reject(new NetworkError('timeout'));
    xhr.send(file);
  });
}

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
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiError(response.status, body.error ?? 'http_error', body.message ?? response.statusText);
  }
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
