import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '../../ui/constants';

type Phase = 'idle' | 'loading' | 'done';

/**
 * The navigation loading bar (spec 1 §9): appears when loading the next page takes longer than
 * 200 ms, fills over 5000 ms, completes when the page arrives. A progress bar for assistive
 * technologies while it shows, hidden from them when idle.
 */
export function LoadingBar() {
  const { t } = useLingui();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('loading'), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === 'loading' ? 'done' : 'idle'));
  }, [busy]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const showing = phase !== 'idle';
  return (
    <div
      className="loading-bar"
      data-phase={phase}
      role="progressbar"
      aria-label={t`Chargement de la page`}
      aria-hidden={!showing}
      aria-busy={phase === 'loading'}
      style={{ ['--loading-bar-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
    >
      <div className="loading-bar__fill" />
    </div>
  );
}
