import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SiteType, ThemeName, Variant } from '../engine/schemas';

/**
 * General settings of QA rendering (`/qa/parametres-generaux`): how the QA editor renders blocks.
 * Browser state kept in localStorage; never read it during a server render.
 */
export interface QaSettings {
  siteType: SiteType;
  theme: ThemeName;
  radius: 1 | 2 | 3;
  production: boolean;
  /** Shown by the variant indicator when set. */
  variant: Variant | null;
}

export const QA_SETTINGS_STORAGE_KEY = 'qa-general-settings';

export const DEFAULT_QA_SETTINGS: QaSettings = {
  siteType: 'broker',
  theme: 'blue',
  radius: 1,
  production: false,
  variant: null,
};

interface QaSettingsState extends QaSettings {
  update: (settings: Partial<QaSettings>) => void;
  reset: () => void;
}

/** Call `useQaSettings.persist.rehydrate()` in an effect before reading saved values. */
export const useQaSettings = create<QaSettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_QA_SETTINGS,
      update: (settings) => set(settings),
      reset: () => set(DEFAULT_QA_SETTINGS),
    }),
    {
      name: QA_SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ siteType, theme, radius, production, variant }): QaSettings => ({
        siteType,
        theme,
        radius,
        production,
        variant,
      }),
      skipHydration: true,
    },
  ),
);

/** The saved settings only (no actions); select with `useShallow`, it returns a new object. */
export function selectQaSettings(s: QaSettingsState): QaSettings {
  return {
    siteType: s.siteType,
    theme: s.theme,
    radius: s.radius,
    production: s.production,
    variant: s.variant,
  };
}
