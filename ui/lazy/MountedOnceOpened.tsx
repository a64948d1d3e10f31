import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` from the first time `open` is true on, inside a Suspense boundary with no
 * fallback. A lazily loaded dialog or overlay is then loaded when a visitor first asks for it,
 * and stays mounted afterwards: its closing transition plays and its state survives a reopening.
 */
export function MountedOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
