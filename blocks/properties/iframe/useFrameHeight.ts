import { type RefObject, useEffect, useState } from 'react';
import { clampFrameHeight, heightOfMessage } from './frame';

/**
 * The frame's height, following the height messages of its page (spec 2 §2). A message counts only
 * when it comes from the frame's own origin (`event.origin`, the one the browser vouches for) AND
 * from this very frame's window (`event.source`): another frame of the same host, or any other
 * window, is ignored, as is any other data. Starts at `minHeight`, the server's height too.
 */
export function useFrameHeight(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  minHeight: number,
): number {
  const [reported, setReported] = useState<number | null>(null);

  useEffect(() => {
    setReported(null);
    if (!src) return;
    // A path on this site resolves against the page, as the browser resolved the frame's src.
    const origin = new URL(src, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own) return;
      const height = heightOfMessage(event.data);
      if (height !== null) setReported(height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, src]);

  return reported === null ? minHeight : clampFrameHeight(reported, minHeight);
}
