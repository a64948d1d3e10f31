import { createContext, useContext } from 'react';
import type { PublicConfig } from '../api/config';

declare global {
  interface Window {
    __PUBLIC_CONFIG__?: PublicConfig;
  }
}

const fallback: PublicConfig = {
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
  typeof window !== 'undefined' && window.__PUBLIC_CONFIG__ ? window.__PUBLIC_CONFIG__ : fallback,
);

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
