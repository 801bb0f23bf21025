/**
 * Compiles the Node server and the database setup to plain JavaScript in dist/node/, so
 * `npm run serve` runs no TypeScript compiler in production. Runs after `astro build` (which
 * empties dist/). Packages stay outside the bundle and load from node_modules; the migrations
 * are copied beside the code, where functions/db/migrate.ts looks for them.
 */
import { cpSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: { 'node-server': 'functions/platform/node-server.ts', 'db-setup': 'scripts/db-setup.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outdir: 'dist/node',
  outExtension: { '.js': '.mjs' },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('functions/db/migrations', 'dist/node/migrations', { recursive: true });
