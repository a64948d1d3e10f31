import { createContext, useContext } from 'react';
import type { PublicConfig } from '../api/config';

declare global {
  interface Window {
    __PUBLIC_CONFIG__?: PublicConfig;
  }
}

/** The config of a page served without one: the fixture backends, no QA, no captcha, no map tiles. */
export const FALLBACK_PUBLIC_CONFIG: PublicConfig = {
  coreApiUrl: '/fixture-api/core',
  assetsBaseUrl: '/fixture-api/cms/assets/',
  qaEnabled: false,
  useFixtures: true,
  recaptchaSiteKey: null,
  cmsOrigin: null,
  mapTiles: null,
  propertyIframeOrigins: [],
};

export const PublicConfigContext = createContext<PublicConfig>(
  typeof window !== 'undefined' && window.__PUBLIC_CONFIG__
    ? window.__PUBLIC_CONFIG__
    : FALLBACK_PUBLIC_CONFIG,
);

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
