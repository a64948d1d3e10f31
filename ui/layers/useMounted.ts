import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydration render, true afterwards: parts that exist only
 * in a browser (portals, timers) render once mounted, so hydration matches the server's markup.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
