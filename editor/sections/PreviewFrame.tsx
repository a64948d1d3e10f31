import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GRID_COLUMNS } from '../../ui/constants';
import styles from './Canvas.module.css';

/** The smallest layout width the grid knows (its columns change at 360): the preview width of `xs` (0). */
const SMALLEST_WIDTH = Math.min(...GRID_COLUMNS.map((c) => c.minWidth).filter((w) => w > 0));

export const previewWidth = (breakpoint: number) => Math.max(breakpoint, SMALLEST_WIDTH);

/** The frame's border on each side (Canvas.module.css `.frame`), in px. */
const FRAME_BORDER = 1;

/**
 * How much a frame `width` px wide (border included) is shrunk to fit `room` px: 1 when it fits.
 * The frame keeps its width, so media queries still see it; only its drawing is scaled.
 */
export function previewScale(width: number, room: number | null): number {
  const outer = width + 2 * FRAME_BORDER;
  return room !== null && room > 0 && room < outer ? room / outer : 1;
}

/** The width of a node's content box, followed as it changes; null before the first layout. */
function useContentWidth(node: { current: HTMLElement | null }): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = node.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [node]);
  return width;
}

/**
 * Renders its children inside a same-origin iframe of the given width, so that the blocks' media
 * queries see that width (see docs/decisions/009-qa-editor-state-and-preview.md). The page's
 * stylesheets are mirrored into the frame, including those block modules add later. A frame wider
 * than the canvas column is drawn scaled down to the column, so every block's bar is in sight
 * without scrolling sideways.
 */
export function PreviewFrame({
  width,
  title,
  children,
}: {
  width: number;
  title: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const scale = previewScale(width, useContentWidth(wrap));

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const doc = iframe.contentDocument;
    if (!doc) return;
    doc.open();
    doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    doc.close();
    doc.documentElement.lang = document.documentElement.lang;
    const mirror = (node: Node) => {
      if (
        node instanceof HTMLStyleElement ||
        (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
      ) {
        doc.head.append(node.cloneNode(true));
      }
    };
    document.head.querySelectorAll('style, link[rel="stylesheet"]').forEach(mirror);
    const observer = new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach(mirror);
    });
    observer.observe(document.head, { childList: true });
    setBody(doc.body);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={wrap}
      className={styles.frameWrap}
      style={
        { '--preview-scale': scale, '--preview-outer': `${width + 2 * FRAME_BORDER}px` } as CSSProperties
      }
      data-preview-scale={scale === 1 ? undefined : scale.toFixed(3)}
    >
      <div className={styles.frameBox}>
        <iframe
          ref={frame}
          title={title}
          className={styles.frame}
          style={{ width }}
          data-preview-width={width}
        />
      </div>
      {body && createPortal(children, body)}
    </div>
  );
}
