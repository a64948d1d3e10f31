import { defineRuntime } from '../../../engine/registry/runtime';
import type { propertyIframeFields, propertyIframeParams } from './schema';

export default defineRuntime<typeof propertyIframeFields, typeof propertyIframeParams>({
  type: 'property_iframe',
  catalogs: ['properties'],
  load: () => import('./PropertyIframe'),
  // The wide layout's overlap (90 from a window width of 1500) is measured once mounted
  // (useWideOverlap.ts); the server, which cannot know the width, declares none.
  overlapBottom: 0,
});
