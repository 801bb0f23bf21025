/**
 * ETags for pages everyone gets alike (decision 019): a hash of the body, so a phone that has the
 * page already gets a 304 with no body instead of the page again. Works on Node and Workers alike
 * (Web Crypto).
 */
export async function withEtag(request: Request, response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body));
  const headers = new Headers(response.headers);
  headers.set('ETag', `W/"${Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')}"`);
  return revalidated(
    request,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
}

/** The response, or a 304 with no body when the browser holds this very version already. */
export function revalidated(request: Request, response: Response): Response {
  const etag = response.headers.get('ETag');
  const asked = request.headers.get('If-None-Match');
  if (!etag || !asked || !asked.split(',').some((tag) => tag.trim() === etag)) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(null, { status: 304, headers });
}
