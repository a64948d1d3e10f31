export { breakpointOf, indexFromWidest, useBreakpoint } from './useBreakpoint';
export { type InViewportOptions, useInViewport } from './useInViewport';
export {
  prefersReducedMotion,
  REDUCED_MOTION_QUERY,
  useMediaQuery,
  usePrefersReducedMotion,
} from './useMediaQuery';
