import { lazy, Suspense, useState } from 'react';
import { type Toast, useToasts } from '../../stores/toasts';
import styles from './ToastLayer.module.css';

type ItemModule = typeof import('./ToastItem');
let loaded: ItemModule | undefined;

/**
 * Loads the toasts' own code, which pages without one never need (0.3 kB of every page’s entry, gzip):
 * at the first toast, or earlier from what is about to show one (a form, as it mounts), so that a
 * toast telling a visitor the network failed never waits on the network.
 */
export const preloadToastItem = (): Promise<ItemModule> =>
  import('./ToastItem').then((module) => {
    loaded = module;
    return module;
  });
const LazyToastItem = lazy(() => preloadToastItem().then((m) => ({ default: m.ToastItem })));

/** A toast, drawn at once when its code is in; its component never changes (its state would reset). */
function Item({ toast }: { toast: Toast }) {
  const [Component] = useState(() => loaded?.ToastItem ?? LazyToastItem);
  return (
    <Suspense fallback={null}>
      <Component toast={toast} />
    </Suspense>
  );
}

/**
 * Toasts of stores/toasts in two live regions that exist from the first render (a region must be in
 * the page before its content changes to be announced): polite for success and info, assertive for
 * danger. A toast closes by itself after its `durationMs` (paused while hovered or focused), or by
 * its close button.
 */
export function ToastLayer() {
  const toasts = useToasts((s) => s.toasts);
  const polite = toasts.filter((t) => t.kind !== 'danger');
  const assertive = toasts.filter((t) => t.kind === 'danger');
  return (
    <div className={styles.layer} data-layer-keeps-focus="">
      <div role="status" aria-live="polite" aria-atomic="false" className={styles.region}>
        {polite.map((toast) => (
          <Item key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" className={styles.region}>
        {assertive.map((toast) => (
          <Item key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
