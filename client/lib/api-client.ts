/**
 * The fetch helper of docs/product.md section 7: credentials always, a JSON body only when there is one, and any
 * non-OK answer raised as Error("<status>: <body text or status text>").
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  /** The server's `message` from docs/design.md section 3's error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new HttpError(response.status, text);
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    ...init,
  });
  await throwIfNotOk(response);
  return parseBody<T>(response);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GET the URL; with 'returnNull', a 401 answers null instead of raising (docs/product.md section 7). */
export async function getJson<T>(url: string, on401: UnauthorizedBehavior = 'throw', signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return parseBody<T>(response);
}
