/**
 * The build's compressed copies of its assets (scripts/precompress.mjs) and how the server sends
 * them (precompressed.ts), through express, the compression middleware and the static files as
 * main.ts mounts them, on a loopback port.
 */
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build's script, plain JavaScript
import { MIN_BYTES, precompress } from '../../scripts/precompress.mjs';
import { precompressed, preferredEncoding } from './precompressed';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip'], 'br'],
    ['gzip, deflate', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['gzip;q=1, br;q=0.5', ['br', 'gzip'], 'gzip'],
    ['*', ['br', 'gzip'], 'br'],
    ['gzip;q=0.2, *;q=0.5', ['br', 'gzip'], 'br'],
    ['*;q=0', ['br', 'gzip'], null],
    ['identity', ['br', 'gzip'], null],
    ['br', ['gzip'], null],
    ['BR', ['br'], 'br'],
    ['', ['br', 'gzip'], null],
    [undefined, ['br', 'gzip'], null],
  ] as const)('%j among %j gives %j', (header, available, expected) => {
    expect(preferredEncoding(header, available)).toBe(expected);
  });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is read as sent: no decoding. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let dir = '';
let server: Server;
let origin = '';
const script = Buffer.from(`export const words = ${JSON.stringify('mot '.repeat(4000))};\n`);
const small = Buffer.from('export const x = 1;\n');

beforeAll(async () => {
  // Under a dot folder, as a build in `.cache/` is.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), '.precompressed-'));
  fs.writeFileSync(path.join(dir, 'entry-abc.js'), script);
  fs.writeFileSync(path.join(dir, 'small-abc.js'), small);
  fs.writeFileSync(path.join(dir, 'gone-abc.js'), script);
  await precompress(dir);
  const app = express();
  app.use(compression());
  app.use(
    '/assets',
    precompressed(dir, { immutable: true, maxAge: '1y' }),
    express.static(dir, { immutable: true, maxAge: '1y', index: false }),
  );
  // The copies of this one disappear after start-up.
  fs.rmSync(path.join(dir, 'gone-abc.js.br'));
  fs.rmSync(path.join(dir, 'gone-abc.js.gz'));
  server = await new Promise<Server>((resolve) => {
    const s = http.createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of the text assets worth compressing, and not of the others', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'entry-abc.js.br')))).toEqual(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'entry-abc.js.gz')))).toEqual(script);
    expect(small.length).toBeLessThan(MIN_BYTES);
    expect(fs.existsSync(path.join(dir, 'small-abc.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'small-abc.js.gz'))).toBe(false);
  });
});

describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that accepts it, with the script type and the cache headers', async () => {
    const res = await get(`${origin}/assets/entry-abc.js`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(res.body)).toEqual(script);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get(`${origin}/assets/entry-abc.js`, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body)).toEqual(script);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get(`${origin}/assets/entry-abc.js`, { 'Accept-Encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toEqual(script);
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const res = await get(`${origin}/assets/entry-abc.js`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'entry-abc.js.br')).size);
    expect(res.body.length).toBe(0);
  });

  it('leaves a file without copies to the static files', async () => {
    const res = await get(`${origin}/assets/small-abc.js`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual(small);
  });

  it('sends the file itself, correctly labelled, when its copy went missing', async () => {
    const res = await get(`${origin}/assets/gone-abc.js`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    // The compression middleware may compress it again; whatever it sends decodes to the file.
    const encoding = res.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? zlib.brotliDecompressSync(res.body)
        : encoding === 'gzip'
          ? zlib.gunzipSync(res.body)
          : res.body;
    expect(body).toEqual(script);
  });

  it('serves no copy for a name that is not one of the build’s files', async () => {
    const res = await get(`${origin}/assets/..%2fentry-abc.js`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
  });
});
