/**
 * ARIA tabs over server-rendered panels, rendered already as tabs with the first panel shown (so
 * nothing moves when this runs); without JavaScript a <noscript> style shows every panel with its
 * heading. This adds switching by click or by arrow keys, Home and End.
 */
export function enhanceTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const list = root.querySelector<HTMLElement>('[role="tablist"]');
    if (!list) continue;
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (chosen: HTMLButtonElement, focus = false) => {
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !selected;
      }
      if (focus) chosen.focus();
    };
    list.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
      if (tab) select(tab);
    });
    list.addEventListener('keydown', (event) => {
      const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
      if (index < 0) return;
      const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(tabs[(next + tabs.length) % tabs.length]!, true);
    });
    list.hidden = false;
    root.classList.add('tabs-ready');
    select(tabs[0]!);
  }
}
