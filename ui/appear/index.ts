export { type AppearStep, useAppear } from './useAppear';
export { useAppearInViewport } from './useAppearInViewport';
