/**
 * A picture that fails to load shows the placeholder instead (images marked `data-fallback`).
 * A script rather than an inline `onerror`, which the Content-Security-Policy forbids.
 */
const PLACEHOLDER = '/placeholder.svg';

function useFallback(image: HTMLImageElement) {
  if (image.dataset.fallback === undefined || image.src.endsWith(PLACEHOLDER)) return;
  image.src = PLACEHOLDER;
}

document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) useFallback(event.target);
  },
  true,
);
// Pictures that failed before this script ran.
for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
  if (image.complete && image.naturalWidth === 0) useFallback(image);
}
