/**
 * A deliberate leak, to show that the soak's gate fails on one: loaded into the measured server with
 * `BENCH_SERVER_IMPORT=tests/bench/leak.mjs BENCH_ONLY=soak npm run bench`, it keeps 2 kB (256 numbers) for every
 * request the server answers, for ever, as a forgotten per-request cache would. Never loaded otherwise.
 */
import http from 'node:http';

const kept = [];
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  // 256 doubles: 2 kB on the heap (a repeated string would be a rope of a few shared pieces).
  if (event === 'request') kept.push(Array.from({ length: 256 }, (_, i) => i + kept.length / 7));
  return emit.call(this, event, ...args);
};
globalThis.__benchLeak = kept;
