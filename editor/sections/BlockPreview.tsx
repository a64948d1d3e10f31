/**
 * Small previews of the blocks in the palette, rendered from each block's first example by the
 * real renderer, one at a time, off screen; what it drew is copied as static markup (no ids, no
 * form names, no media that plays, no frames) and the live block is unmounted, so a palette of
 * thirty previews runs no timer, no carousel and no script.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { registry } from '../../blocks';
import { loadExamples } from '../../engine/registry';
import { BlockList, preloadBlocks } from '../../engine/renderer';
import type { BlockEnvelope, Locale } from '../../engine/schemas';
import { LocaleProvider } from '../../stores/locale';
import { SiteDataProvider } from '../../stores/site-data';
import styles from './Palette.module.css';
import { useQaSite } from './qa-site';

/** Width at which a preview is drawn before it is scaled down to the palette. */
export const PREVIEW_RENDER_WIDTH = 1200;

type Job = { type: string; locale: Locale; resolve: (node: Element | null) => void };
const snapshots = new Map<string, Promise<Element | null>>();
const queue: Job[] = [];
let wake: (() => void) | null = null;

/** The static copy of a block's first example, drawn once per block type and content language. */
export function snapshotOf(type: string, locale: Locale): Promise<Element | null> {
  const key = `${type}:${locale}`;
  let pending = snapshots.get(key);
  if (!pending) {
    pending = new Promise((resolve) => queue.push({ type, locale, resolve }));
    snapshots.set(key, pending);
    wake?.();
  }
  return pending;
}

/** Static markup only: ids, names, autoplay, frames, videos and scripts removed. */
export function freeze(node: Element): Element {
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll('iframe, video, audio, script, object, embed').forEach((n) => {
    const box = node.ownerDocument.createElement('div');
    box.className = styles.previewMedia!;
    n.replaceWith(box);
  });
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of [
      'id',
      'name',
      'for',
      'autofocus',
      'aria-labelledby',
      'aria-describedby',
      'aria-controls',
    ])
      el.removeAttribute(name);
  }
  return copy;
}

/**
 * A frame drawn in the stage would start loading, then be cut off when the stage frees itself (a
 * failed request for nothing): frames lose their address before the browser loads them, and the
 * copy shows a box in their place anyway.
 */
function unloadFrames(root: Element) {
  for (const frame of root.querySelectorAll('iframe[src]')) frame.removeAttribute('src');
}

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

/** Renders queued previews one by one in a hidden stage and hands out their static copies. */
export function PreviewStage() {
  const { settings } = useQaSite();
  const [job, setJob] = useState<(Job & { block: BlockEnvelope }) | null>(null);
  const [tick, setTick] = useState(0);
  const host = useRef<HTMLDivElement>(null);

  // Whenever the stage is free: the next preview asked for (its module and example loaded first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` wakes the stage when a preview is asked for
  useEffect(() => {
    if (job) return;
    const item = queue.shift();
    if (!item) {
      wake = () => setTick((n) => n + 1);
      return () => {
        wake = null;
      };
    }
    let alive = true;
    void (async () => {
      const def = registry.get(item.type);
      const [example] = def ? await loadExamples(def) : [];
      if (def && example) await preloadBlocks(registry, [item.type]);
      if (!alive) {
        queue.unshift(item);
        return;
      }
      if (!def || !example) {
        item.resolve(null);
        setTick((n) => n + 1);
        return;
      }
      setJob({ ...item, block: example as BlockEnvelope });
    })();
    return () => {
      alive = false;
    };
  }, [job, tick]);

  // Two frames after the block is drawn (its styles applied), keep a static copy and free the stage.
  useLayoutEffect(() => {
    if (!job) return;
    const node = host.current;
    const frameWatch = new MutationObserver(() => node && unloadFrames(node));
    if (node) {
      unloadFrames(node);
      frameWatch.observe(node, { childList: true, subtree: true });
    }
    let cancelled = false;
    void frames(2).then(() => {
      if (cancelled) return;
      const drawn = host.current?.firstElementChild;
      job.resolve(drawn ? freeze(drawn) : null);
      setJob(null);
    });
    return () => {
      cancelled = true;
      frameWatch.disconnect();
    };
  }, [job]);

  if (!job) return null;
  return createPortal(
    <div
      ref={host}
      className={styles.previewStage}
      aria-hidden="true"
      inert
      data-theme={settings.theme}
      data-radius={settings.radius}
    >
      {/* No site: a preview is copied two frames after it is drawn, before any answer could
          arrive, so its blocks ask the core API nothing. */}
      <SiteDataProvider value={null}>
        <LocaleProvider locale={job.locale}>
          <BlockList
            blocks={[job.block]}
            registry={registry}
            mode="public"
            onIssue={() => {}}
            onWarning={() => {}}
          />
        </LocaleProvider>
      </SiteDataProvider>
    </div>,
    document.body,
  );
}

/** A palette item's preview: drawn when it scrolls into view, then shown as a static copy. */
export function BlockPreview({ type, locale }: { type: string; locale: Locale }) {
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void snapshotOf(type, locale).then((snapshot) => {
        if (cancelled || !snapshot || !box.current) return;
        box.current.replaceChildren(snapshot.cloneNode(true));
        setShown(true);
      });
    });
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [type, locale]);
  return (
    <div ref={frame} className={styles.preview} aria-hidden="true" data-preview={shown ? 'shown' : 'pending'}>
      <div ref={box} className={styles.previewScale} inert />
    </div>
  );
}
