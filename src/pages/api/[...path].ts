import type { APIRoute } from 'astro';
import type { ExecutionContext } from 'hono';
import { apiApp } from '../../server/api-app';

// The Hono app serves every /api/* request; Astro only hands the request over, with the Worker's
// execution context on Cloudflare (its waitUntil keeps work going after the answer).
export const prerender = false;

export const ALL: APIRoute = (context) => {
  let clientAddress: string;
  try {
    clientAddress = context.clientAddress;
  } catch {
    // The caller hung up before its request was handled: there is no one to answer, and no
    // address to count the request under, so nothing of it is done.
    return new Response(null, { status: 400 });
  }
  const cfContext = (context.locals as { cfContext?: ExecutionContext }).cfContext;
  return apiApp.fetch(context.request, { clientAddress }, cfContext);
};
