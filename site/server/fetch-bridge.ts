import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** Largest request body the site accepts (contact forms with their fields; no uploads). */
export const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(req: ExpressRequest): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('Request body too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** An Express request as a Fetch-API Request (the shape our routers and fixture backends take). */
export async function toFetchRequest(req: ExpressRequest): Promise<Request> {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  req.on('close', () => {
    if (!req.complete) controller.abort();
  });
  const body = await readBody(req);
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

/**
 * The headers of an Express request, read as a Fetch-API `Headers` reads them (`get`: names in any
 * case, repeated values joined with ", ", null when absent), without copying them: a page render
 * only reads two of them, and building a whole `Request` for it was 3 % of the server's busy time
 * under load (`--cpu-prof`).
 */
export function headersOf(req: ExpressRequest): Pick<Headers, 'get'> {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** Writes a Fetch-API Response to Express. */
export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, key) => {
    res.setHeader(key, value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}
