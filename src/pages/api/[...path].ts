import type { APIRoute } from 'astro';
import type { ExecutionContext } from 'hono';
import { apiApp } from '../../server/api-app';

// The Hono app serves every /api/* request; Astro only hands the request over, with the Worker's
// execution context on Cloudflare (its waitUntil keeps work going after the answer).
export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress, locals }) =>
  apiApp.fetch(request, { clientAddress }, (locals as { cfContext?: ExecutionContext }).cfContext);
