/**
 * The build's assets as the build compressed them (scripts/precompress.mjs): `<file>.br` or
 * `<file>.gz`, chosen by the request's Accept-Encoding, sent as they are. Compressing a script at
 * every request cost the server CPU at each page view (the entry alone is 375 kB before
 * compression), and brotli at its best quality, too slow for every request, makes the scripts about
 * 13 % smaller than what the compression middleware sent. A request that accepts neither, or an
 * asset without a compressed copy, gets the file itself (and the compression middleware, as before).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

export type Encoding = 'br' | 'gzip';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** Preferred first when a request accepts both as much. */
const ORDER: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to send among `available`: the one the request accepts with the highest quality
 * (RFC 9110 §12.5.3: `q=0` refuses, `*` stands for any encoding not named), brotli before gzip on
 * a tie; null when it accepts none of them or sent no Accept-Encoding. Not Express's own
 * `req.acceptsEncodings`: its negotiator breaks a tie by the header's order, even given the
 * server's preference, so Chromium's `gzip, deflate, br, zstd` would get gzip, about 13 % larger.
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    quality.set(name, Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ORDER) {
    if (!available.includes(encoding)) continue;
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * The compressed copies of `dir`'s files, by the path a request names them (`/name.js`): the build
 * decides which files get copies (scripts/precompress.mjs); a copy whose file is not there is none.
 */
function compressedCopies(dir: string): Map<string, Encoding[]> {
  const copies = new Map<string, Encoding[]>();
  if (!fs.existsSync(dir)) return copies;
  const names = new Set(fs.readdirSync(dir));
  for (const name of names) {
    const match = /^(.+)\.(br|gz)$/.exec(name);
    if (!match || !names.has(match[1]!)) continue;
    const key = `/${match[1]}`;
    copies.set(key, [...(copies.get(key) ?? []), match[2] === 'br' ? 'br' : 'gzip']);
  }
  return copies;
}

export interface PrecompressedOptions {
  /** Cache-Control max-age, as `res.sendFile` takes it. */
  maxAge: string | number;
  immutable?: boolean;
}

/**
 * Middleware for the folder `dir` mounted at its URL (`app.use('/assets', precompressed(...),
 * express.static(...))`): a file with compressed copies is answered with the copy the request
 * prefers; anything else goes on to the next handler. The copies are listed once, at start-up (the
 * build does not change while a server runs).
 */
export function precompressed(dir: string, options: PrecompressedOptions) {
  const copies = compressedCopies(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return next();
    // The file's own type (express's table, as the static files get it), kept by sendFile.
    res.type(path.extname(req.path));
    res.sendFile(
      `${req.path.slice(1)}${SUFFIX[encoding]}`,
      {
        // From its folder: the folder's own path may hold a dot segment (`.cache/…`), which a
        // full path would be refused for.
        root: dir,
        maxAge: options.maxAge,
        immutable: options.immutable,
        headers: { 'Content-Encoding': encoding },
      },
      (error?: Error) => {
        // Sent, or cut short once sent (a visitor who left): nothing more to do.
        if (!error || res.headersSent) return;
        // The copy went missing (the build was replaced under a running server): the file itself.
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        next();
      },
    );
  };
}
