import { importResponse, type ImportQuery, type ImportResponse } from '@certamen/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, API_TIMEOUT_MS, NetworkError, apiErrorOf, queryString } from '../../../lib/api-client';
import { currentToken } from '../../../lib/session';
import { ADMIN_CATALOGUE_KEY, ADMIN_QUESTIONS_KEY } from './query-keys';

/** Uploads can be large: the 20 s budget starts once the file is sent (the server then checks every row). */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * POST /api/admin/questions/import with the file's bytes as they are (the server tells UTF-8 from
 * Windows-1252). XMLHttpRequest rather than fetch: it reports upload progress.
 */
function importQuestions(file: Blob, query: ImportQuery, onProgress: (sent: number) => void): Promise<ImportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/questions/import?${queryString(query)}`);
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
      reject(apiErrorOf(xhr.status, payload, xhr.statusText, xhr.getResponseHeader('retry-after')));
    };
    xhr.onerror = () => reject(new NetworkError('offline'));
    xhr.ontimeout = () => reject(new NetworkError('timeout'));
    xhr.send(file);
  });
}

/** The import as a mutation: once a file is in, the admin's topic pickers and question lists reload. */
export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: Blob; query: ImportQuery; onProgress: (sent: number) => void }) => importQuestions(input.file, input.query, input.onProgress),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_KEY }), queryClient.invalidateQueries({ queryKey: ADMIN_QUESTIONS_KEY })]),
  });
}
