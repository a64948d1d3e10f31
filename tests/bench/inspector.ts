/**
 * A minimal client of the V8 inspector protocol over its WebSocket, for the bench: the server is
 * started with `--inspect=127.0.0.1:0` (its address is read from its log), and the bench asks it
 * for a garbage collection and its heap, or a heap snapshot, without any endpoint of the site's.
 * Node 20 has no WebSocket client without a flag, so this speaks just enough of RFC 6455: text
 * frames, masked from the client, fragmented or not, any length.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { CpuProfile } from './cpu-profile';

/** `ws://127.0.0.1:PORT/UUID` from a process's output, once `--inspect` printed it. */
export function inspectorUrlOf(log: string): string | null {
  return /Debugger listening on (ws:\/\/\S+)/.exec(log)?.[1] ?? null;
}

export interface InspectorSession {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Protocol events (`HeapProfiler.addHeapSnapshotChunk`, ...). */
  on(method: string, listener: (params: Record<string, unknown>) => void): void;
  close(): void;
}

function frame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const mask = crypto.randomBytes(4);
  const n = payload.length;
  const head =
    n < 126
      ? Buffer.from([0x81, 0x80 | n])
      : n < 65536
        ? Buffer.from([0x81, 0x80 | 126, n >> 8, n & 0xff])
        : Buffer.concat([Buffer.from([0x81, 0x80 | 127]), bigLength(n)]);
  for (let i = 0; i < n; i++) payload[i] = (payload[i] as number) ^ (mask[i & 3] as number);
  return Buffer.concat([head, mask, payload]);
}

function bigLength(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
}

export async function connectInspector(url: string): Promise<InspectorSession> {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const req = http.request(url.replace(/^ws:/, 'http:'), {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': crypto.randomBytes(16).toString('base64'),
      },
    });
    req.on('upgrade', (_res, s: Socket, head: Buffer) => {
      if (head.length) s.unshift(head);
      resolve(s);
    });
    req.on('response', (res) => reject(new Error(`inspector refused the upgrade: ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
  socket.setNoDelay(true);

  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, ((params: Record<string, unknown>) => void)[]>();
  let buffer: Buffer = Buffer.alloc(0);
  let message: Buffer[] = [];

  const dispatch = (text: string) => {
    const m = JSON.parse(text) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      params?: Record<string, unknown>;
    };
    if (m.id !== undefined) {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error) p?.reject(new Error(m.error.message));
      else p?.resolve(m.result);
    } else if (m.method) for (const l of listeners.get(m.method) ?? []) l(m.params ?? {});
  };

  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (buffer.length < 2) return;
      const first = buffer[0] as number;
      let length = (buffer[1] as number) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffer.length < offset + length) return;
      const payload = buffer.subarray(offset, offset + length);
      buffer = buffer.subarray(offset + length);
      const opcode = first & 0x0f;
      if (opcode === 0x8) {
        socket.end();
        return;
      }
      if (opcode === 0x9 || opcode === 0xa) continue; // ping, pong: the inspector sends none
      message.push(Buffer.from(payload));
      if (first & 0x80) {
        const text = Buffer.concat(message).toString('utf8');
        message = [];
        dispatch(text);
      }
    }
  });
  const fail = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('inspector connection closed')));

  return {
    send<T>(method: string, params: Record<string, unknown> = {}) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        socket.write(frame(JSON.stringify({ id, method, params })));
      });
    },
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    },
    close() {
      // Gone at once: a server with a session still open waits for it before it exits.
      socket.destroy();
    },
  };
}

export interface HeapFigures {
  /** Bytes of the JavaScript heap in use. */
  used: number;
  /** Bytes the JavaScript heap holds from the system. */
  total: number;
}

/** The server's heap now; after forced full collections when `collect` (until it stops shrinking). */
export async function heapOf(url: string, collect: boolean): Promise<HeapFigures> {
  const session = await connectInspector(url);
  try {
    const usage = () => session.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    if (collect) {
      // Weak references and finalisers free more at a second pass: collect until it settles.
      let last = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 5; i++) {
        await session.send('HeapProfiler.collectGarbage');
        const { usedSize } = await usage();
        if (usedSize >= last * 0.995) break;
        last = usedSize;
      }
    }
    const { usedSize, totalSize } = await usage();
    return { used: usedSize, total: totalSize };
  } finally {
    session.close();
  }
}

/** Writes a heap snapshot of the server to `file` (for comparing two in Chromium's DevTools). */
export async function heapSnapshotTo(url: string, file: string): Promise<void> {
  const session = await connectInspector(url);
  const out = fs.createWriteStream(file);
  try {
    session.on('HeapProfiler.addHeapSnapshotChunk', (p) => {
      out.write(String(p.chunk));
    });
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
    session.close();
  }
}

/**
 * A CPU profile of the server's main thread while `during` runs, sampled every `intervalUs`
 * microseconds (the inspector's `Profiler`), with what `during` returned.
 */
export async function cpuProfileDuring<T>(
  url: string,
  during: () => Promise<T>,
  intervalUs = 1000,
): Promise<{ profile: CpuProfile; result: T }> {
  const session = await connectInspector(url);
  try {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: intervalUs });
    await session.send('Profiler.start');
    const result = await during();
    const { profile } = await session.send<{ profile: CpuProfile }>('Profiler.stop');
    await session.send('Profiler.disable');
    return { profile, result };
  } finally {
    session.close();
  }
}
