/**
 * Starts the page's scripts, listed by the server in #later-scripts (src/server/later-scripts.ts),
 * once the first picture is on screen, or at once on a page without one. Until they are in, a
 * click on something a script takes over ([data-needs-script]: Book buttons, hearts, tabs,
 * booking actions) is held and played again when they are, so an early tap opens the dialog
 * rather than falling back to the page without scripts. If a script fails to load, the held click
 * goes on as it would without scripts.
 */
import { LATER_SCRIPTS_ID } from '#shared/later-scripts';

const sources: string[] = JSON.parse(document.getElementById(LATER_SCRIPTS_ID)?.textContent || '[]');
const root = document.documentElement;
/** Scripts still loading; -1 before they are started. */
let left = -1;
let held: HTMLElement | null = null;

function ready() {
  root.dataset.scripts = 'ready';
  held?.click();
}

function start() {
  if (left >= 0) return;
  left = sources.length;
  if (!left) return ready();
  for (const src of sources) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.onload = script.onerror = () => --left || ready();
    document.head.append(script);
  }
}

document.addEventListener(
  'click',
  (event) => {
    const target = (event.target as Element).closest?.<HTMLElement>('[data-needs-script]');
    if (!target || root.dataset.scripts) return;
    event.preventDefault();
    held = target;
    start();
  },
  true,
);

const first = document.querySelector('img[fetchpriority="high"]');
if (!first) start();
else {
  // The browser reports the first picture's paint as a largest-contentful-paint entry once it is on
  // screen. A browser without such entries starts them in the frame after the page's load (a task
  // queued from an animation frame runs once it is painted). One with them waits longer for the
  // entry, since the picture reaches the screen a little after the frame is drawn: only a larger
  // text painted before the picture keeps its entry from coming.
  const reported = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (reported)
    new PerformanceObserver((entries) => {
      if (entries.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === first))
        start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, reported ? 500 : 0)));
}
