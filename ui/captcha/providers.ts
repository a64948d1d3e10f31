import type { CaptchaExecutor } from '../../stores/captcha';

/** Captcha site key of the fixture backend: it selects the local provider. */
export const LOCAL_CAPTCHA_SITE_KEY = 'local-captcha-site-key';
/** Tokens of the local provider start with this; the fixture backend accepts them. */
export const LOCAL_CAPTCHA_TOKEN_PREFIX = 'local-captcha.';
/** reCAPTCHA v2 loader (a third-party script, version 2, invisible size). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const RECAPTCHA_ONLOAD_CALLBACK = '__recaptchaOnload';

export const CAPTCHA_ERRORS = {
  noKey: 'No key provided',
  scriptFailed: 'Failed to load script',
} as const;

export type CaptchaProviderName = 'local' | 'recaptcha';

/**
 * The local provider answers for the fixture backend's key, and when the site runs on the fixture
 * backend without any key. Any other key is a real one: reCAPTCHA (which rejects a missing key).
 */
export function captchaProviderFor(
  siteKey: string | null | undefined,
  useFixtures: boolean,
): CaptchaProviderName {
  if (siteKey === LOCAL_CAPTCHA_SITE_KEY) return 'local';
  if (!siteKey && useFixtures) return 'local';
  return 'recaptcha';
}

/** A token the fixture backend accepts: the prefix and 128 random bits. */
export const localCaptchaExecutor: CaptchaExecutor = async () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return LOCAL_CAPTCHA_TOKEN_PREFIX + [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
};

export interface Grecaptcha {
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      size: 'invisible';
      badge?: 'bottomright' | 'bottomleft' | 'inline';
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  execute(widgetId?: number): void;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [RECAPTCHA_ONLOAD_CALLBACK]?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads the reCAPTCHA script once; rejects with 'Failed to load script' (and may be retried). */
export function loadRecaptchaScript(locale: string, nonce?: string): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    window[RECAPTCHA_ONLOAD_CALLBACK] = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error(CAPTCHA_ERRORS.scriptFailed));
    };
    const script = document.createElement('script');
    const query = new URLSearchParams({ onload: RECAPTCHA_ONLOAD_CALLBACK, render: 'explicit', hl: locale });
    script.src = `${RECAPTCHA_SCRIPT_URL}?${query}`;
    script.async = true;
    script.defer = true;
    if (nonce) script.nonce = nonce;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(CAPTCHA_ERRORS.scriptFailed));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Forgets a failed or finished load (tests). */
export function resetRecaptchaLoader(): void {
  loading = null;
}

export interface RecaptchaOptions {
  siteKey: string;
  locale: string;
  nonce?: string;
  /** Where the invisible widget (and its badge) is rendered. */
  container: () => HTMLElement | null;
}

/**
 * reCAPTCHA v2 invisible: the widget is rendered once into the captcha layer, each execution
 * resolves with the token given to its callback; executions at the same time share one challenge.
 */
export function createRecaptchaExecutor(options: RecaptchaOptions): CaptchaExecutor {
  let widget: { api: Grecaptcha; id: number } | null = null;
  let pending: { promise: Promise<string>; resolve: (t: string) => void; reject: (e: Error) => void } | null =
    null;

  const settle = (outcome: { token: string } | { error: Error }) => {
    const current = pending;
    pending = null;
    if (widget) widget.api.reset(widget.id);
    if (!current) return;
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(outcome.error);
  };

  return async () => {
    if (!options.siteKey) throw new Error(CAPTCHA_ERRORS.noKey);
    if (pending) return pending.promise;
    let resolve!: (t: string) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    pending = { promise, resolve, reject };
    try {
      if (!widget) {
        const api = await loadRecaptchaScript(options.locale, options.nonce);
        const container = options.container();
        if (!container) throw new Error(CAPTCHA_ERRORS.scriptFailed);
        const id = api.render(container, {
          sitekey: options.siteKey,
          size: 'invisible',
          badge: 'inline',
          callback: (token) => settle({ token }),
          'expired-callback': () => settle({ error: new Error('Captcha expired') }),
          'error-callback': () => settle({ error: new Error('Captcha error') }),
        });
        widget = { api, id };
      }
      widget.api.execute(widget.id);
    } catch (error) {
      settle({ error: error instanceof Error ? error : new Error(String(error)) });
    }
    return promise;
  };
}
