// @ts-check
import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import node from '@astrojs/node';
import { cspDirectives } from './functions/platform/security-headers.ts';
import { MAX_UPLOAD_BODY } from './functions/listings/limits.ts';

/**
 * One codebase, two targets (docs/decisions/001-two-targets.md):
 * - default: Node standalone server with an embedded libSQL file;
 * - MABINTI_TARGET=cloudflare: Cloudflare Workers with Turso and R2.
 */
const target = process.env.MABINTI_TARGET === 'cloudflare' ? 'cloudflare' : 'node';
/** The demo, or production (docs/decisions/010-going-live.md): baked into pages built ahead of time. */
const mode = process.env.MABINTI_MODE === 'production' ? 'production' : 'demo';

/**
 * Records the build's mode, so the server can refuse to serve a demo build in production or the reverse.
 * @type {import('astro').AstroIntegration}
 */
const recordBuildMode = {
  name: 'mabinti-build-mode',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(new URL('../build-mode.json', dir), JSON.stringify({ mode }));
    },
  },
};

async function adapter() {
  if (target === 'node') return node({ mode: 'standalone', bodySizeLimit: MAX_UPLOAD_BODY, staticHeaders: true });
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
  integrations: [react(), mdx(), recordBuildMode],
  // On Node, Astro's image endpoint behind a cache of the pictures it made (src/server/image-endpoint.ts).
  image:
    target === 'node' ? { endpoint: { route: '/_image', entrypoint: './src/server/image-endpoint.ts' } } : undefined,
  vite: { define: { 'import.meta.env.MABINTI_MODE': JSON.stringify(mode) } },
  // The demo listens on this machine only; HOST opens it up (functions/platform/node-server.ts serves the build).
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? '127.0.0.1' },
  security: {
    // The API checks origins itself, with CORS for ALLOWED_ORIGINS (functions/api/cross-origin.ts);
    // no page takes a POST.
    checkOrigin: false,
    // Scripts only from our own files and the inline scripts Astro writes, by hash: no 'unsafe-inline'.
    csp: {
      directives: cspDirectives(target),
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  prefetch: false,
  build: { inlineStylesheets: 'always', format: 'file' },
  trailingSlash: 'never',
});
