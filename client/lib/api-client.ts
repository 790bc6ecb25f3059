/**
 * The fetch helper of docs/product.md section 7: credentials always, a JSON body only when there is one, and any
 * non-OK answer raised as Error("<status>: <body text or status text>"). `apiGet` and `apiSend` also parse the
 * answer with its schema from `shared/contracts/` (docs/decisions/032-api-contract-and-openapi.md), so a
 * feature gets the contract's type from a checked value, never from a cast.
 */
/** How a request reaches the server: the browser's fetch, or on the server render the server itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport | undefined;

/**
 * The server render (client/app/server-render.tsx) answers the app's requests in-process, as the person who
 * asks (docs/decisions/048-server-render-and-hydrate.md); the browser keeps its own fetch.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

const send = (url: string, init: RequestInit): Promise<Response> => (transport ?? fetch)(url, init);

export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }

  private get parsedBody(): { code?: unknown; message?: unknown; retryAfterSeconds?: unknown } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's error `code` (docs/design.md section 3), when the body has one. */
  get serverCode(): string | undefined {
    const code = this.parsedBody?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** The server's `message` from docs/design.md section 3's error body, when there is one. */
  get serverMessage(): string | undefined {
    const message = this.parsedBody?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** With 429: how long the server asked us to wait (the body's `retryAfterSeconds`, as Retry-After says). */
  get retryAfterSeconds(): number | undefined {
    const seconds = this.parsedBody?.retryAfterSeconds;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
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
  const response = await send(url, {
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
  const response = await send(url, { credentials: 'include', signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return parseBody<T>(response);
}

/**
 * What `apiGet` and `apiSend` need of a response schema: a zod schema from `shared/contracts/` fits. Typed
 * structurally, so this file does not load zod: only the features that parse do (docs/decisions/032).
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * The one way an answer is parsed (docs/decisions/032-api-contract-and-openapi.md): with its contract's zod
 * schema, named by a loader (`() => import('@shared/contracts/x').then((contracts) => contracts.xSchema)`).
 * zod and the contract load on demand, in parallel with the request, so no page's first bundle carries
 * them; a page the server rendered starts from answers the server already parsed.
 */
export type SchemaSource<T> = () => Promise<ResponseSchema<T>>;

/** The server answered with something its contract does not allow (a deploy mismatch, a proxy's page...). */
export class ResponseShapeError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Unexpected response from ${url}`, { cause });
    this.name = 'ResponseShapeError';
  }
}

function parseWith<T>(schema: ResponseSchema<T>, url: string, data: unknown): T {
  try {
    return schema.parse(data);
  } catch (error) {
    throw new ResponseShapeError(url, error);
  }
}

/** GET and parse; a non-OK answer raises HttpError. */
export async function apiGet<T>(url: string, source: SchemaSource<T>, signal?: AbortSignal): Promise<T> {
  const [response, schema] = await Promise.all([send(url, { credentials: 'include', signal }), source()]);
  await throwIfNotOk(response);
  return parseWith(schema, url, await parseBody<unknown>(response));
}

/** GET and parse; 401 (not signed in) answers null. */
export async function apiGetOrNull<T>(url: string, source: SchemaSource<T>, signal?: AbortSignal): Promise<T | null> {
  const [response, schema] = await Promise.all([send(url, { credentials: 'include', signal }), source()]);
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return parseWith(schema, url, await parseBody<unknown>(response));
}

/** A state-changing call (JSON body when there is one) whose answer is parsed with its schema. */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, source: SchemaSource<T>, body?: unknown): Promise<T> {
  const [data, schema] = await Promise.all([apiRequest<unknown>(method, url, body), source()]);
  return parseWith(schema, url, data);
}
