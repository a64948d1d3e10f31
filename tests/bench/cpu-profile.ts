/**
 * Where a server's main thread spends its time under the bench's load: the shares of a V8 CPU
 * profile (the inspector's `Profiler.stop`) by kind of work, and the thread's time on a CPU and
 * waiting for one (Linux's per-thread scheduler counters). The SSR ratio of `npm run bench` is
 * about the product of the two, and of how fast the render runs inside the server against the bare
 * baseline (docs/decisions/039-the-server-work-around-the-render.md): these figures say which of the
 * three moved when the ratio does.
 */
import fs from 'node:fs';

export interface CallFrame {
  functionName: string;
  url: string;
}

/** The part of V8's `Profiler.Profile` read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
}

export interface WorkKind {
  name: string;
  /** True for a frame of this kind of work; a sample is of the kind when any frame of its stack is. */
  test(frame: CallFrame): boolean;
}

/** Samples V8 takes when the thread runs no JavaScript and no collection of its own. */
const NOT_BUSY = new Set(['(idle)', '(program)', '(root)']);

export interface Shares {
  /** Samples with the thread busy. */
  busy: number;
  /** Each kind's share of the busy samples (0–1), in the kinds' order, then `other`. */
  shares: { name: string; share: number }[];
}

/**
 * Each busy sample counted once, under the first of `kinds` that one of its frames matches (so a
 * kind listed first takes what runs inside it), else under `other`.
 */
export function busyShares(profile: CpuProfile, kinds: readonly WorkKind[]): Shares {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const kindOf = new Map<number, number>();
  const counts = new Array<number>(kinds.length + 1).fill(0);
  let busy = 0;
  for (const id of profile.samples) {
    const leaf = byId.get(id);
    if (!leaf) throw new Error(`CPU profile: a sample names node ${id}, which it does not hold`);
    if (NOT_BUSY.has(leaf.callFrame.functionName)) continue;
    busy++;
    let kind = kindOf.get(id);
    if (kind === undefined) {
      const stack: CallFrame[] = [];
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
        stack.push(byId.get(n)!.callFrame);
      const found = kinds.findIndex((k) => stack.some((frame) => k.test(frame)));
      kind = found < 0 ? kinds.length : found;
      kindOf.set(id, kind);
    }
    counts[kind]!++;
  }
  const names = [...kinds.map((k) => k.name), 'other'];
  return { busy, shares: names.map((name, i) => ({ name, share: busy ? counts[i]! / busy : 0 })) };
}

const inUrl = (pattern: RegExp) => (frame: CallFrame) => pattern.test(frame.url);

/** The server's work around a page, the render first: it takes whatever its components call. */
export const SERVER_WORK: readonly WorkKind[] = [
  { name: 'renderToString', test: (frame) => /(^|\.)renderToString$/.test(frame.functionName) },
  { name: 'compression', test: inUrl(/(^|\/)(node:)?zlib(\.js)?$|\/compression\/|\/on-headers\//) },
  { name: 'garbage collection', test: (frame) => frame.functionName === '(garbage collector)' },
  {
    name: 'HTTP and Express',
    test: inUrl(
      /node:_http_|node:net$|node:internal\/(streams|stream_base)|\/express\/|\/router\/|\/finalhandler\//,
    ),
  },
];

export interface ThreadTimes {
  /** Nanoseconds on a CPU. */
  running: number;
  /** Nanoseconds runnable but waiting for a CPU. */
  waiting: number;
}

/** `/proc/<pid>/task/<tid>/schedstat`: nanoseconds running, nanoseconds waiting, time slices. */
export function parseSchedstat(text: string): ThreadTimes {
  const [running, waiting] = text.trim().split(/\s+/).map(Number);
  if (!Number.isFinite(running) || !Number.isFinite(waiting))
    throw new Error(`schedstat: not two counters: ${JSON.stringify(text)}`);
  return { running: running!, waiting: waiting! };
}

/**
 * The main thread's counters of process `pid` (its thread id is the pid), or `null` where the
 * system keeps none (not Linux, or a kernel without schedstats): the bench then says so.
 */
export function mainThreadTimes(pid: number): ThreadTimes | null {
  try {
    return parseSchedstat(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
