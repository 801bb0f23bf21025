/**
 * 'Load More Articles' is a link to the next page. With JavaScript it fetches that page and
 * appends its articles here instead, then points itself at the page after.
 */
export function enhanceLoadMore(): void {
  const list = document.querySelector<HTMLElement>('[data-post-list]');
  const button = document.querySelector<HTMLAnchorElement>('[data-load-more]');
  if (!list || !button) return;
  button.addEventListener('click', async (event) => {
    event.preventDefault();
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(button.href);
      if (!response.ok) throw new Error(String(response.status));
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      const items = [...next.querySelectorAll('[data-post-list] > li')];
      list.append(...items.map((item) => document.importNode(item, true)));
      (list.children[list.children.length - items.length]?.querySelector('a') as HTMLElement | null)?.focus();
      const after = next.querySelector<HTMLAnchorElement>('[data-load-more]');
      if (after) button.href = after.href;
      else button.remove();
    } catch {
      window.location.assign(button.href);
    } finally {
      button.removeAttribute('aria-busy');
    }
  });
}
