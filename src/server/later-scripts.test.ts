import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPicture } from './later-scripts';

/** A page's component scripts are listed for the layout's loader instead of fetched at once (decision 019). */
describe('scripts after the first picture', () => {
  const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;

  it("lists Astro's component scripts in order, and leaves inline scripts where they are", () => {
    const html = page(
      '<header></header><script type="module" src="/_astro/Header.a1.js"></script><main><img fetchpriority="high" src="/x.webp"></main>' +
        '<script type="module" src="/_astro/Heart.b2.js"></script><script type="module">loader()</script>',
    );
    const out = scriptsAfterFirstPicture(html);
    expect(out).not.toContain('src="/_astro/');
    expect(out).toContain('<script type="module">loader()</script>');
    expect(out).toContain(
      '<script type="application/json" id="later-scripts">["/_astro/Header.a1.js","/_astro/Heart.b2.js"]</script></body>',
    );
  });

  it('leaves a page without component scripts, or without a body, as it is', () => {
    const plain = page('<main>Hello</main><script type="module">loader()</script>');
    expect(scriptsAfterFirstPicture(plain)).toBe(plain);
    expect(scriptsAfterFirstPicture('<script type="module" src="/a.js"></script>')).toBe(
      '<script type="module" src="/a.js"></script>',
    );
  });
});
