import { VIDEO_TYPES, type VideoUploadPlan } from '#shared/listings';
import { ApiError, api, call, type Answer } from './api';

/** What the upload routes answer: the listing, as the API's type says. */
export type ListingAnswer = Answer<Awaited<ReturnType<typeof api.services.$post>>>;

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
      else reject(new ApiError(xhr.status, body?.message ?? 'listingMessages.failed'));
    };
    xhr.onerror = () => reject(new ApiError(0, 'api.uploadInterrupted'));
    xhr.send(form);
  });
}

/** PUTs one file to a presigned URL (the browser sets Content-Length, which the URL signed). */
function putFile(plan: Extract<VideoUploadPlan, { mode: 'direct' }>, file: File, onProgress: (loaded: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(plan.method, plan.url);
    for (const [name, value] of Object.entries(plan.headers)) {
      if (name.toLowerCase() !== 'content-length') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new ApiError(xhr.status, 'api.videoUploadFailed'));
    xhr.onerror = () => reject(new ApiError(0, 'api.uploadInterrupted'));
    xhr.send(file);
  });
}

/**
 * Sends a listing's files with its form. Where the server asks for it (Workers, whose requests
 * cannot hold a large video) a video goes first, on its own, straight to storage, and the form
 * names it as `videoKey`. Progress counts every file's bytes, whichever road they take.
 */
export async function sendListingUpload(
  method: string,
  url: string,
  form: FormData,
  files: File[],
  serviceId: string | undefined,
  onProgress: (loaded: number, total: number) => void,
): Promise<ListingAnswer> {
  const total = Math.max(
    1,
    files.reduce((sum, file) => sum + file.size, 0),
  );
  let sent = 0;
  for (const file of files) {
    if ((VIDEO_TYPES as readonly string[]).includes(file.type)) {
      const video = { contentType: file.type as (typeof VIDEO_TYPES)[number], size: file.size, serviceId };
      const plan = await call(api.uploads.video.$post({ json: video }));
      if (plan.mode === 'direct') {
        await putFile(plan, file, (loaded) => onProgress(sent + loaded, total));
        sent += file.size;
        form.set('videoKey', plan.key);
        continue;
      }
    }
    form.append('media', file, file.name);
  }
  const rest = total - sent;
  return uploadForm(method, url, form, (loaded, formTotal) =>
    onProgress(sent + (loaded / Math.max(1, formTotal)) * rest, total),
  );
}
