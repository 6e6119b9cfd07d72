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
