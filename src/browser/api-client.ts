/** JSON calls from islands to our API. Failures carry the server's `message` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function apiJson<T>(
  method: string,
  path: string,
  body?: unknown,
  fallback = 'Something went wrong. Please try again.',
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, fallback);
  }
  const data = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok) throw new ApiError(response.status, data?.message || fallback);
  return data as T;
}
