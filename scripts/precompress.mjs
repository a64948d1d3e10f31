// Compresses the build's hashed assets once, at build time: `<file>.br` (brotli, best quality) and
// `<file>.gz` (gzip, level 9) beside each script and stylesheet. The server sends them as they are
// (site/server/precompressed.ts) instead of compressing every asset at every request.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files compressed: text assets of the build. Fonts and images are compressed formats already. */
export const PRECOMPRESSED = /\.(?:m?js|css|svg|json)$/;
/** Below this the encoded file's headers outweigh what compression saves (compression's own threshold). */
export const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text asset of `dir` of at least MIN_BYTES, each only when it
 * is smaller than the file. Returns how many files were written and their bytes.
 */
export async function precompress(dir) {
  const files = fs.readdirSync(dir).filter((name) => PRECOMPRESSED.test(name));
  const written = { files: 0, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const data = fs.readFileSync(file);
      if (data.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: 9 }),
      ]);
      written.files++;
      written.raw += data.length;
      if (br.length < data.length) {
        fs.writeFileSync(`${file}.br`, br);
        written.br += br.length;
      }
      if (gz.length < data.length) {
        fs.writeFileSync(`${file}.gz`, gz);
        written.gz += gz.length;
      }
    }),
  );
  return written;
}
