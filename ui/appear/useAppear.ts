import { useCallback, useEffect, useRef, useState } from 'react';
import { APPEAR_STEP_MS } from '../constants';
import { prefersReducedMotion } from '../viewport';

/**
 * The appear animation's step: 0 hidden; `start()` sets 1 (mounted in its start
 * position), the next tick 2 (transition running), and 3 after APPEAR_STEP_MS (settled). A visitor
 * who prefers reduced motion goes straight to 3.
 */
export type AppearStep = 0 | 1 | 2 | 3;

export function useAppear(): { step: AppearStep; start: () => void } {
  const [step, setStep] = useState<AppearStep>(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      for (const id of timers.current) clearTimeout(id);
    },
    [],
  );

  const start = useCallback(() => {
    for (const id of timers.current) clearTimeout(id);
    if (prefersReducedMotion()) {
      setStep(3);
      return;
    }
    setStep(1);
    timers.current = [setTimeout(() => setStep(2), 0), setTimeout(() => setStep(3), APPEAR_STEP_MS)];
  }, []);

  return { step, start };
}
