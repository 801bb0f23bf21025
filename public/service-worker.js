/*
 * Mabinti's service worker (issue 44, decision 031), hand-written and small (≤10 KB gzipped):
 * - pages come from the network; offline, a page in the person's language says so;
 * - My Bookings, once seen signed in, is kept in a cache of that session's own (named by an opaque
 *   key the page gives) and shown offline with "Saved at …"; nothing else personal is kept;
 * - one session's cache at a time: saving for another deletes the last; offline, a copy is shown
 *   only while the mabinti_user cookie still names its session (the cookie ends with the session:
 *   expiry, a closed browser, signing out, a session ended elsewhere), else it is deleted; signing
 *   out and deleting the account clear site storage (the server's Clear-Site-Data: "storage");
 * - a push (decision 032) shows its notification (the service and the time, in the person's
 *   language, as the server wrote it); a tap opens its page on this site.
 */
const USER_CACHE = 'mabinti-user-';
/** The pages kept: My Bookings and its tickets, in either language. */
const KEPT = /^(\/sw)?\/account\/(bookings|ticket\/\d{1,12})$/;
const kept = (url) => typeof url === 'string' && KEPT.test(url);

const WORDS = {
  en: {
    title: 'You are offline',
    text: 'Mabinti needs a connection for this page. Your bookings are saved on this phone once you open My Bookings while signed in.',
    bookings: 'My Bookings',
    again: 'Try again',
    saved: 'You are offline. Saved at {time}.',
  },
  sw: {
    title: 'Huna mtandao',
    text: 'Ukurasa huu unahitaji mtandao. Miadi yako huhifadhiwa kwenye simu hii ukifungua Miadi Yangu ukiwa umeingia.',
    bookings: 'Miadi Yangu',
    again: 'Jaribu tena',
    saved: 'Huna mtandao. Ukurasa huu ulihifadhiwa {time}.',
  },
};

const languageOf = (path) => (path === '/sw' || path.startsWith('/sw/') ? 'sw' : 'en');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'save' && typeof data.user === 'string' && /^[a-z0-9]{8,64}$/.test(data.user)) {
    event.waitUntil(save(data.user, (data.urls || []).filter(kept).slice(0, 50)));
  }
});

async function save(user, urls) {
  const name = USER_CACHE + user;
  for (const key of await caches.keys()) if (key.startsWith(USER_CACHE) && key !== name) await caches.delete(key);
  const cache = await caches.open(name);
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin', redirect: 'manual' });
      if (response.status !== 200) return;
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'X-Saved-At': String(Date.now()) };
      await cache.put(url, new Response(await response.text(), { headers }));
    }),
  );
}

/** The signed-in session's offline key, from the mabinti_user cookie; null when none or unknown. */
async function sessionKey() {
  if (!self.cookieStore) return null;
  try {
    const cookie = await self.cookieStore.get('mabinti_user');
    const value = cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
    return value && typeof value.offline === 'string' ? value.offline : null;
  } catch {
    return null;
  }
}

/** The kept copy of `path`, for the session signed in now only; other sessions' copies are deleted. */
async function saved(path) {
  const current = USER_CACHE + (await sessionKey());
  for (const key of await caches.keys()) {
    if (!key.startsWith(USER_CACHE)) continue;
    if (key !== current) {
      await caches.delete(key);
      continue;
    }
    const found = await (await caches.open(key)).match(path);
    if (found) return found;
  }
  return null;
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** '28 Nov, 19:05' / '28 Nov, saa 1:05 usiku': Kiswahili counts the hours from 6 in the morning. */
function when(language, at) {
  const date = new Date(at);
  const day = date.toLocaleDateString(language === 'sw' ? 'sw-KE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Africa/Nairobi',
  });
  const [hour, minute] = date
    .toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Nairobi' })
    .split(':')
    .map(Number);
  if (language !== 'sw') return `${day}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const part =
    hour < 4
      ? 'usiku'
      : hour < 6
        ? 'alfajiri'
        : hour < 12
          ? 'asubuhi'
          : hour < 16
            ? 'mchana'
            : hour < 19
              ? 'jioni'
              : 'usiku';
  return `${day}, saa ${(hour + 6) % 12 || 12}:${String(minute).padStart(2, '0')} ${part}`;
}

/** The kept page, with a line at the top of its content saying when it was saved. */
async function withSavedAt(response, language) {
  const line = WORDS[language].saved.replace('{time}', when(language, Number(response.headers.get('X-Saved-At'))));
  const html = (await response.text()).replace(
    /(<main[^>]*>)/,
    // What needs a connection (cancel, move, pay) is hidden offline; the ticket stays.
    `$1<style>.booking-actions > :not([data-ticket]) { display: none; }</style>` +
      `<p class="notice offline-saved" role="status">${escapeHtml(line)}</p>`,
  );
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function offlinePage(language) {
  const w = WORDS[language];
  const home = language === 'sw' ? '/sw/account/bookings' : '/account/bookings';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${w.title} | Mabinti</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f2937}main{max-width:36rem;margin:0 auto;padding:2rem 1rem}h1{color:#6b21a8}a{display:inline-block;margin:.5rem 1rem .5rem 0;padding:.6rem 1rem;border-radius:.5rem;background:#6b21a8;color:#fff;text-decoration:none}</style></head><body><main id="main"><h1>${w.title}</h1><p>${w.text}</p><a href="${home}">${w.bookings}</a><a href="">${w.again}</a></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(async () => {
      const path = new URL(request.url).pathname;
      const language = languageOf(path);
      const copy = kept(path) ? await saved(path) : null;
      return copy ? withSavedAt(copy, language) : offlinePage(language);
    }),
  );
});

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/icons/icon-192.png',
      lang: typeof notice.url === 'string' ? languageOf(notice.url) : 'en',
      data: { url: typeof notice.url === 'string' ? notice.url : '/' },
    }),
  );
});

/** Opens a notification's page, on this site only, in a window of ours if one is open. */
function openNotice(data) {
  const url = new URL((data && data.url) || '/', self.location.origin);
  if (url.origin !== self.location.origin) return Promise.resolve();
  return self.clients.matchAll({ type: 'window' }).then((windows) => {
    const open = windows.find((client) => 'navigate' in client);
    if (!open) return self.clients.openWindow(url.href);
    // focus() needs the tap's permission; without it the window still shows the page.
    return open.navigate(url.href).then(
      (client) => client && client.focus().catch(() => client),
      () => self.clients.openWindow(url.href),
    );
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotice(event.notification.data));
});
