import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyForPage } from './page-csp';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** A page's script-src names only the inline scripts it carries, of those Astro hashed (decision 019). */
describe("a page's script policy", () => {
  const loader = 'start()';
  const elsewhere = 'otherPage()';
  const policy = `default-src 'self'; script-src 'self' ${hash(loader)} ${hash(elsewhere)}; style-src 'self' 'unsafe-inline'`;

  it("keeps the hashes of this page's inline scripts and drops the rest", async () => {
    const html = `<head><script type="module">${loader}</script></head><body><script type="module" src="/_astro/a.js"></script></body>`;
    expect(await policyForPage(policy, html)).toBe(
      `default-src 'self'; script-src 'self' ${hash(loader)}; style-src 'self' 'unsafe-inline'`,
    );
  });

  it('never allows an inline script Astro did not hash', async () => {
    const html = `<script>${loader}</script><p><script>steal()</script></p>`;
    const out = await policyForPage(policy, html);
    expect(out).toContain(hash(loader));
    expect(out).not.toContain(hash('steal()'));
    expect(out).not.toContain(hash(elsewhere));
  });

  it('leaves a policy without script-src as it is', async () => {
    expect(await policyForPage("default-src 'none'", '<script>x()</script>')).toBe("default-src 'none'");
  });
});
