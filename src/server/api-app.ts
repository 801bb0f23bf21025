import { getPlatform } from '#platform';
import { createApp } from '#functions/api/app';

/** The one Hono app: /api/* requests, and the pages' own form posts (form-post.ts), go through it. */
export const apiApp = createApp(getPlatform);
