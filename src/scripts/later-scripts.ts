/**
 * Starts the page's scripts, listed by the server in #later-scripts (src/server/later-scripts.ts),
 * once the first picture is on screen, or at once on a page without one. Until they are in, a
 * click on something a script takes over ([data-needs-script]: Book buttons, hearts, tabs, "load
 * more") is held and played again when they are, so an early tap opens the dialog rather than
 * falling back to the page without scripts. If a script fails to load, the held click goes on as
 * it would without scripts.
 */
import { LATER_SCRIPTS_ID } from '#shared/later-scripts';

const listed = document.getElementById(LATER_SCRIPTS_ID)?.textContent;
const sources = listed ? (JSON.parse(listed) as string[]) : [];
let state: 'waiting' | 'loading' | 'ready' = sources.length ? 'waiting' : 'ready';
let held: HTMLElement | null = null;

function ready() {
  state = 'ready';
  document.documentElement.dataset.scripts = 'ready';
  const click = held;
  held = null;
  click?.click();
}

function start() {
  if (state !== 'waiting') return;
  state = 'loading';
  let left = sources.length;
  const settled = () => --left === 0 && ready();
  for (const src of sources) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.addEventListener('load', settled);
    script.addEventListener('error', settled);
    document.head.append(script);
  }
}

document.addEventListener(
  'click',
  (event) => {
    if (state === 'ready') return;
    const target = (event.target as Element | null)?.closest?.<HTMLElement>('[data-needs-script]');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    start();
  },
  true,
);

const first = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
if (state === 'ready') document.documentElement.dataset.scripts = 'ready';
else if (!first) start();
else {
  // The browser reports the first picture's paint as a largest-contentful-paint entry once it is on
  // screen. Where it does not (another browser, or a larger text painted before it), the page's load
  // and the frame after it do.
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === first))
        return;
      observer.disconnect();
      start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)));
}
