import { create } from 'zustand';

/**
 * Captcha requests: each requesting ident counts once; the captcha is shown
 * while at least one ident is requested. The captcha layer registers an executor that returns a
 * token (reCAPTCHA v2 invisible, or the local provider when no real key is configured).
 */
export type CaptchaExecutor = () => Promise<string>;

interface CaptchaState {
  requests: Record<string, true>;
  executor: CaptchaExecutor | null;
  /** A token was asked for before any executor was there: the captcha layer must load. */
  awaited: boolean;
  request: (ident: string) => void;
  release: (ident: string) => void;
  setExecutor: (executor: CaptchaExecutor | null) => void;
}

export const useCaptcha = create<CaptchaState>((set) => ({
  requests: {},
  executor: null,
  awaited: false,
  request: (ident) => set((s) => (s.requests[ident] ? s : { requests: { ...s.requests, [ident]: true } })),
  release: (ident) =>
    set((s) => {
      if (!s.requests[ident]) return s;
      const { [ident]: _removed, ...rest } = s.requests;
      return { requests: rest };
    }),
  setExecutor: (executor) => set({ executor }),
}));

export const isCaptchaShown = (s: CaptchaState) => Object.keys(s.requests).length > 0;

/** The captcha layer is needed: a form is on screen, or one asked for a token. */
export const isCaptchaNeeded = (s: CaptchaState) => s.awaited || isCaptchaShown(s);

/** Time a form waits for the captcha layer to be ready. */
export const CAPTCHA_READY_TIMEOUT_MS = 10000;

/** A captcha token for a submission; rejects when no captcha is available in time. */
export function getCaptchaToken(): Promise<string> {
  const ready = useCaptcha.getState().executor;
  if (ready) return ready();
  if (!useCaptcha.getState().awaited) useCaptcha.setState({ awaited: true });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('Captcha unavailable'));
    }, CAPTCHA_READY_TIMEOUT_MS);
    const stop = useCaptcha.subscribe((s) => {
      if (!s.executor) return;
      clearTimeout(timer);
      stop();
      s.executor().then(resolve, reject);
    });
  });
}
