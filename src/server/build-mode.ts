/**
 * Whether this build is the demo: pages built ahead of time carry the footer's Demo marker only
 * when built without MABINTI_MODE=production, and the server refuses a build of the other mode
 * (astro.config.mjs writes dist/build-mode.json; functions/platform/node-server.ts reads it).
 */
export const BUILT_AS_DEMO = import.meta.env.MABINTI_MODE !== 'production';
