import type { APIRoute } from 'astro';
import { getPlatform } from '#platform';
import { createApp } from '#functions/api/app';

// The Hono app serves every /api/* request; Astro only hands the request over.
export const prerender = false;

const app = createApp(getPlatform);

export const ALL: APIRoute = ({ request, clientAddress }) => app.fetch(request, { clientAddress });
