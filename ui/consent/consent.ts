import { create } from 'zustand';

/**
 * The consent-management adapter: the footer shows its link only once a consent
 * tool reports ready, and the link opens that tool's preferences. A third-party tool registers itself
 * through `registerConsentTool`; without one, our minimal local tool is used.
 */
export interface ConsentTool {
  name: string;
  openPreferences: () => void;
}

interface ConsentState {
  tool: ConsentTool | null;
  /** The local tool's preferences dialog. */
  localOpen: boolean;
  register: (tool: ConsentTool | null) => void;
  setLocalOpen: (open: boolean) => void;
}

export const useConsent = create<ConsentState>((set) => ({
  tool: null,
  localOpen: false,
  register: (tool) => set({ tool }),
  setLocalOpen: (localOpen) => set({ localOpen }),
}));

export const isConsentReady = (s: ConsentState) => s.tool !== null;

export function registerConsentTool(tool: ConsentTool | null): void {
  useConsent.getState().register(tool);
}

export const LOCAL_CONSENT_TOOL = 'local';

/** Installs the local tool unless another one registered first. Browser only. */
export function ensureConsentTool(): void {
  if (useConsent.getState().tool) return;
  registerConsentTool({
    name: LOCAL_CONSENT_TOOL,
    openPreferences: () => useConsent.getState().setLocalOpen(true),
  });
}

/** Choices of the local tool, kept in the browser. Strictly necessary cookies are always on. */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}
export const CONSENT_STORAGE_KEY = 'consent-choices';

export function readConsentChoices(): ConsentChoices {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<ConsentChoices>) : {};
    return { analytics: parsed.analytics === true, marketing: parsed.marketing === true };
  } catch {
    return { analytics: false, marketing: false };
  }
}

export function saveConsentChoices(choices: ConsentChoices): void {
  try {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...choices, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}
