import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { clampFrameHeight, heightOfMessage } from './frame';

const never = () => () => {};

/** True while React hydrates the server's HTML, false for an element created in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/**
 * Whether the frame's page finished loading already: a same-origin document complete, or the
 * browser's resource timing entry of the frame's navigation, which it adds when the frame has loaded.
 */
function loadedAlready(frame: HTMLIFrameElement, href: string): boolean {
  try {
    const doc = frame.contentDocument;
    if (doc && doc.URL !== 'about:blank' && doc.readyState === 'complete') return true;
  } catch {
    // Another origin's document: the timing entry says it.
  }
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return false;
  return performance
    .getEntriesByName(href)
    .some((e) => (e as PerformanceResourceTiming).initiatorType === 'iframe');
}

/**
 * The frame's height, following the height messages of its page. A message counts only
 * when it comes from the frame's own origin (`event.origin`, the one the browser vouches for) AND
 * from this very frame's window (`event.source`): another frame of the same host, or any other
 * window, is ignored, as is any other data. Starts at `minHeight`, the server's height too.
 *
 * The server's HTML holds the frame, which may load, and report its height on load, before the
 * page's scripts listen. A frame that had finished loading by then is loaded once more, now heard.
 */
export function useFrameHeight(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  minHeight: number,
): number {
  const [reported, setReported] = useState<number | null>(null);
  const hydrating = useHydrating();
  const fromServer = useRef(hydrating);

  useEffect(() => {
    setReported(null);
    if (!src) return;
    // A path on this site resolves against the page, as the browser resolved the frame's src.
    const href = new URL(src, window.location.href).href;
    const origin = new URL(href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own) return;
      const height = heightOfMessage(event.data);
      if (height !== null) setReported(height);
    };
    window.addEventListener('message', onMessage);
    const element = frame.current;
    if (fromServer.current && element && loadedAlready(element, href)) element.setAttribute('src', src);
    fromServer.current = false;
    return () => window.removeEventListener('message', onMessage);
  }, [frame, src]);

  return reported === null ? minHeight : clampFrameHeight(reported, minHeight);
}
