import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GRID_COLUMNS } from '../../ui/constants';
import styles from './Editor.module.css';

/** The smallest layout width the spec names (grid columns at 360): the preview width of `xs` (0). */
const SMALLEST_WIDTH = Math.min(...GRID_COLUMNS.map((c) => c.minWidth).filter((w) => w > 0));

export const previewWidth = (breakpoint: number) => Math.max(breakpoint, SMALLEST_WIDTH);

/**
 * Renders its children inside a same-origin iframe of the given width, so that the blocks' media
 * queries see that width (see docs/decisions/009-qa-editor-state-and-preview.md). The page's
 * stylesheets are mirrored into the frame, including those block modules add later.
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
  const [body, setBody] = useState<HTMLElement | null>(null);

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
    <div className={styles.frameWrap}>
      <iframe
        ref={frame}
        title={title}
        className={styles.frame}
        style={{ width }}
        data-preview-width={width}
      />
      {body && createPortal(children, body)}
    </div>
  );
}
