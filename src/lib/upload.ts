import { ApiError } from './api-client';

/**
 * Sends a multipart form with upload progress (fetch cannot report it). Resolves with the parsed
 * JSON answer; rejects with the server's message, or a network message the caller can retry on.
 */
export function uploadForm<T>(
  method: string,
  url: string,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (T & { message?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body?.message ?? 'Failed to post service'));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload was interrupted. Check your connection and press Retry.'));
    xhr.send(form);
  });
}
