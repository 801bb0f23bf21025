/**
 * The installable app: the service worker, registered once the page has loaded. On My
 * Bookings, while signed in, it is asked to save the page and each upcoming booking's ticket for
 * offline use (the page names the person's cache by an opaque id in `data-offline-user`).
 */
if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker
      .register('/service-worker.js')
      .then(async () => {
        const user = document.querySelector<HTMLElement>('[data-offline-user]')?.dataset.offlineUser;
        if (!user) return;
        const ready = await navigator.serviceWorker.ready;
        const tickets = [...document.querySelectorAll<HTMLAnchorElement>('a[data-ticket]')].map((a) => a.pathname);
        ready.active?.postMessage({ type: 'save', user, urls: [location.pathname, ...tickets] });
      })
      .catch(() => undefined);
  });
}
