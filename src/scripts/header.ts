import { $sessionUser } from '../stores/session';
import { showNoticeFromUrl, showPendingToast } from './toast';

/**
 * The header's few behaviours: shadow after scrolling, dropdowns that close, search that ignores
 * blanks, the account menu that follows the session, and toasts left by the previous page.
 */
const SHADOW_AFTER_PX = 10;

export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;

  $sessionUser.subscribe((user) => {
    header.querySelector<HTMLElement>('[data-menu-visitor]')!.hidden = Boolean(user);
    header.querySelector<HTMLElement>('[data-menu-user]')!.hidden = !user;
    header.querySelector<HTMLElement>('[data-seller-only]')!.hidden = !user?.canPost;
    header.querySelector<HTMLElement>('[data-user-name]')!.textContent = user?.name ?? '';
    // The labels come from the page, in its language: "Account menu for {name}" and "Account".
    const summary = header.querySelector<HTMLElement>('[data-account-menu] summary');
    if (summary) {
      const { labelUser = '', labelVisitor = '' } = summary.dataset;
      summary.setAttribute('aria-label', user ? labelUser.replace('{name}', user.name) : labelVisitor);
    }
  });
  showPendingToast();
  showNoticeFromUrl();

  const updateShadow = () => header.classList.toggle('scrolled', window.scrollY > SHADOW_AFTER_PX);
  updateShadow();
  window.addEventListener('scroll', updateShadow, { passive: true });

  const dropdowns = [...header.querySelectorAll<HTMLDetailsElement>('[data-dropdown]')];
  const closeAll = (except?: Element) => dropdowns.forEach((d) => d !== except && d.removeAttribute('open'));
  document.addEventListener('click', (event) => {
    const inside = dropdowns.find((d) => d.contains(event.target as Node));
    closeAll(inside);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = dropdowns.find((d) => d.open);
    if (open) {
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    }
  });

  for (const form of document.querySelectorAll<HTMLFormElement>('[data-search-form]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const input = form.elements.namedItem('q') as HTMLInputElement;
      const term = input.value.trim();
      if (!term) return;
      // Spec: go to the search route, clear the box and close the drawer.
      input.value = '';
      document.getElementById('menu-drawer')?.hidePopover?.();
      window.location.assign(`${new URL(form.action).pathname}?q=${encodeURIComponent(term)}`);
    });
  }
}
