import { type RefObject, useEffect } from 'react';
import { useInViewport } from '../viewport';
import { type AppearStep, useAppear } from './useAppear';

/** Starts the appear animation the first time the element enters the viewport. */
export function useAppearInViewport(ref: RefObject<Element | null>, rootMargin = '0px'): AppearStep {
  const inView = useInViewport(ref, { once: true, rootMargin });
  const { step, start } = useAppear();
  useEffect(() => {
    if (inView && step === 0) start();
  }, [inView, step, start]);
  return step;
}
