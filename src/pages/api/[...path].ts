import type { APIRoute } from 'astro';
import { apiApp } from '../../server/api-app';

// The Hono app serves every /api/* request; Astro only hands the request over.
export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) => apiApp.fetch(request, { clientAddress });
