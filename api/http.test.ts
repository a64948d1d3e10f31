/**
 * Bounds at the door (issue 18): a backend answer is read up to a byte bound (after decompression),
 * within the call's time-out, and refused when nested too deep; each failure is a typed error.
 * Answers come from a real HTTP server on loopback, so Node's own fetch (and its decompression)
 * is what is tested.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from './core/constants';
import { ApiError } from './errors';
import { jsonDepthExceeds, readJson, readText, requestBody, send } from './http';

const KB = 1024;
let base = '';
/**
 * A gzip bomb: 1 GB of spaces in about 1 MB, made cheaply as 1,024 copies of one gzip member of
 * 1 MB (a gzip stream may hold several members; decompressors inflate them all).
 */
const member = zlib.gzipSync(Buffer.alloc(KB * KB, 0x20));
const bomb = Buffer.concat(Array.from({ length: 1024 }, () => member));
const server = http.createServer((req, res) => {
  const path = req.url ?? '/';
  if (path === '/small') return void res.end(JSON.stringify({ ok: true }));
  if (path === '/declared-large') {
    res.writeHead(200, { 'Content-Length': String(10 * KB) });
    return void res.end('x'.repeat(10 * KB));
  }
  if (path === '/endless') {
    // Chunked, never-ending: a body that only stops when the reader does.
    res.writeHead(200, { 'Content-Type': 'application/json' });
    const chunk = Buffer.alloc(16 * KB, 0x20);
    const pump = () => {
      while (res.write(chunk)) {}
      res.once('drain', pump);
    };
    res.on('close', () => res.removeAllListeners('drain'));
    return void pump();
  }
  if (path === '/gzip-bomb') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    return void res.end(bomb);
  }
  if (path === '/gzip-small') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    return void res.end(zlib.gzipSync(JSON.stringify({ ok: 'compressed' })));
  }
  if (path === '/slow-body') {
    // Headers at once, then the body stalls.
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"content":');
    return;
  }
  // Never answers: only the caller's signal or the time-out ends the call.
  if (path === '/silent') return;
  if (path === '/deep') {
    const depth = Number(new URL(path, 'http://x').searchParams.get('n') ?? 5000);
    return void res.end(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  }
  if (path.startsWith('/nested')) {
    const depth = Number(new URL(path, 'http://x').searchParams.get('n'));
    return void res.end(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  }
  res.statusCode = 404;
  res.end();
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('reading a backend answer', () => {
  it('reads an answer within the bound, compressed or not', async () => {
    expect(await readJson(await send(`${base}/small`, {}), { maxBytes: KB })).toEqual({ ok: true });
    expect(await readJson(await send(`${base}/gzip-small`, {}), { maxBytes: KB })).toEqual({
      ok: 'compressed',
    });
  });

  it('refuses a body declared larger than the bound without reading it', async () => {
    const error = await failure(readText(await send(`${base}/declared-large`, {}), { maxBytes: KB }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('too-large');
  });

  it('stops reading an endless body at the bound', async () => {
    const error = await failure(readText(await send(`${base}/endless`, {}), { maxBytes: 256 * KB }));
    expect(error.kind).toBe('too-large');
  });

  it('stops decompressing a gzip bomb at the bound: memory stays flat', async () => {
    const before = process.memoryUsage().rss;
    const error = await failure(readText(await send(`${base}/gzip-bomb`, {}), { maxBytes: 512 * KB }));
    expect(error.kind).toBe('too-large');
    // 1 GB inflated would show; the bound keeps growth to a few buffers.
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * KB * KB);
  });

  it('turns a body that stops arriving into a time-out, like an answer that never comes', async () => {
    const response = await send(`${base}/slow-body`, {}, { timeoutMs: 300 });
    const error = await failure(readJson(response));
    expect(error.kind).toBe('timeout');
  });

  it('cancels a call when its caller’s signal aborts, before the answer or while its body arrives', async () => {
    const before = new AbortController();
    const waiting = failure(send(`${base}/silent`, { signal: before.signal }, { timeoutMs: 5000 }));
    before.abort();
    expect((await waiting).kind).toBe('aborted');
    const during = new AbortController();
    const reading = failure(requestBody(`${base}/slow-body`, { signal: during.signal }, { timeoutMs: 5000 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    during.abort();
    expect((await reading).kind).toBe('aborted');
    // With a signal that never aborts, the time-out still ends the call.
    const kept = new AbortController();
    expect((await failure(send(`${base}/silent`, { signal: kept.signal }, { timeoutMs: 200 }))).kind).toBe(
      'timeout',
    );
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels, and accepts it at the bound`, async () => {
    const deep = await failure(readJson(await send(`${base}/nested?n=5000`, {})));
    expect(deep.kind).toBe('too-deep');
    const arrays = await failure(readJson(await send(`${base}/deep`, {})));
    expect(arrays.kind).toBe('too-deep');
    const atBound = await readJson(await send(`${base}/nested?n=${MAX_JSON_DEPTH - 1}`, {}));
    expect(atBound).toBeTypeOf('object');
  });
});

describe('prototype keys', () => {
  it('are dropped while parsing: no pollution, nothing a cleaner could take for a known property', async () => {
    const body =
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"a":{"toString":"x","b":1}}';
    const value = (await readJson(new Response(body))) as Record<string, unknown>;
    expect(Object.getOwnPropertyNames(value)).toEqual(['a']);
    expect(value.a).toEqual({ b: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepthExceeds('text', 1)).toBe(false);
    expect(jsonDepthExceeds({ a: [1, 2] }, 2)).toBe(false);
    expect(jsonDepthExceeds({ a: [{}] }, 2)).toBe(true);
  });

  it('refuses a cycle (no parsed JSON has one) without looping', () => {
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(jsonDepthExceeds(cyclic, 100)).toBe(true);
    const wide: Record<string, unknown> = {};
    wide.a = wide;
    wide.b = wide;
    expect(jsonDepthExceeds({ wide }, 100)).toBe(true);
  });
});
