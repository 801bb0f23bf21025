// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import node from '@astrojs/node';

/**
 * One codebase, two targets (docs/decisions/001-two-targets.md):
 * - default: Node standalone server with an embedded libSQL file;
 * - MABINTI_TARGET=cloudflare: Cloudflare Workers with Turso and R2.
 */
const target = process.env.MABINTI_TARGET === 'cloudflare' ? 'cloudflare' : 'node';

async function adapter() {
  if (target === 'node') return node({ mode: 'standalone' });
  const { default: cloudflare } = await import('@astrojs/cloudflare');
  // Images of prerendered pages are optimised at build time; we do not use Astro sessions.
  return cloudflare({ imageService: 'compile' });
}

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  outDir: target === 'cloudflare' ? './dist-cloudflare' : './dist',
  // NOTE: vitest loads this config through getViteConfig(); the Cloudflare adapter breaks it, and tests use Node anyway.
  adapter: process.env.VITEST ? undefined : await adapter(),
  session: target === 'cloudflare' ? false : undefined,
  integrations: [react(), mdx()],
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? true },
  prefetch: false,
  build: { inlineStylesheets: 'always', format: 'file' },
  trailingSlash: 'never',
});
