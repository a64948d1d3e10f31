// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../../api/config';
import { getCaptchaToken, useCaptcha } from '../../stores/captcha';
import { PublicConfigContext } from '../../stores/public-config';
import { type SiteData, SiteDataProvider } from '../../stores/site-data';
import { TEST_SITE, withProviders } from '../../testing/render';
import { CaptchaLayer } from './CaptchaLayer';
import {
  captchaProviderFor,
  createRecaptchaExecutor,
  type Grecaptcha,
  LOCAL_CAPTCHA_SITE_KEY,
  localCaptchaExecutor,
  RECAPTCHA_ONLOAD_CALLBACK,
  resetRecaptchaLoader,
} from './providers';
import { useCaptchaRequest } from './useCaptchaRequest';

const config = {
  coreApiUrl: '/fixture-api/core',
  assetsBaseUrl: '/assets/',
  qaEnabled: true,
  useFixtures: true,
  recaptchaSiteKey: null,
} as PublicConfig;

function site(recaptchaSiteKey: string): SiteData {
  return { ...TEST_SITE, recaptchaSiteKey };
}

function Layer({ siteKey, useFixtures = true }: { siteKey: string; useFixtures?: boolean }) {
  return withProviders(
    <PublicConfigContext.Provider value={{ ...config, useFixtures }}>
      <SiteDataProvider value={site(siteKey)}>
        <CaptchaLayer />
      </SiteDataProvider>
    </PublicConfigContext.Provider>,
  );
}

beforeEach(() => {
  useCaptcha.setState({ requests: {}, executor: null, awaited: false });
  resetRecaptchaLoader();
  delete window.grecaptcha;
  for (const s of document.head.querySelectorAll('script')) s.remove();
});
afterEach(() => vi.useRealTimers());

describe('captchaProviderFor', () => {
  it('uses the local provider for the fixture key, or no key on the fixture backend; reCAPTCHA otherwise', () => {
    expect(captchaProviderFor(LOCAL_CAPTCHA_SITE_KEY, false)).toBe('local');
    expect(captchaProviderFor('', true)).toBe('local');
    expect(captchaProviderFor('', false)).toBe('recaptcha');
    expect(captchaProviderFor('6LcRealKey', true)).toBe('recaptcha');
  });
});

describe('local provider', () => {
  it('gives distinct local-captcha tokens', async () => {
    const a = await localCaptchaExecutor();
    const b = await localCaptchaExecutor();
    expect(a).toMatch(/^local-captcha\.[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});

describe('reCAPTCHA executor', () => {
  it("rejects with 'No key provided' without a key", async () => {
    const run = createRecaptchaExecutor({ siteKey: '', locale: 'fr', container: () => document.body });
    await expect(run()).rejects.toThrow('No key provided');
  });

  it("rejects with 'Failed to load script' when the script does not load", async () => {
    const run = createRecaptchaExecutor({ siteKey: '6LcKey', locale: 'fr', container: () => document.body });
    const result = run();
    const script = await waitFor(() => {
      const s = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha/api.js"]');
      expect(s).not.toBeNull();
      return s!;
    });
    expect(script.src).toContain('render=explicit');
    script.dispatchEvent(new Event('error'));
    await expect(result).rejects.toThrow('Failed to load script');
  });

  it('renders an invisible widget once and resolves with the token of its callback', async () => {
    let callback: ((token: string) => void) | undefined;
    const api: Grecaptcha = {
      render: vi.fn((_el, params) => {
        expect(params.size).toBe('invisible');
        expect(params.sitekey).toBe('6LcKey');
        callback = params.callback;
        return 7;
      }),
      execute: vi.fn(() => queueMicrotask(() => callback?.('token-123'))),
      reset: vi.fn(),
    };
    const container = document.createElement('div');
    const run = createRecaptchaExecutor({ siteKey: '6LcKey', locale: 'en', container: () => container });
    const first = run();
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    window.grecaptcha = api;
    window[RECAPTCHA_ONLOAD_CALLBACK]?.();
    await expect(first).resolves.toBe('token-123');
    await expect(run()).resolves.toBe('token-123');
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(api.execute).toHaveBeenCalledTimes(2);
    expect(api.execute).toHaveBeenCalledWith(7);
  });
});

describe('CaptchaLayer', () => {
  it('registers the local executor with the fixture key, so forms get an accepted token', async () => {
    render(<Layer siteKey={LOCAL_CAPTCHA_SITE_KEY} />);
    await expect(getCaptchaToken()).resolves.toMatch(/^local-captcha\./);
  });

  it('shows its badge only while a form requests it', () => {
    const { container } = render(<Layer siteKey={LOCAL_CAPTCHA_SITE_KEY} />);
    const layer = container.querySelector('[data-captcha-provider="local"]')!;
    expect(layer).not.toBeVisible();
    act(() => useCaptcha.getState().request('contact-form'));
    expect(layer).toBeVisible();
    expect(screen.getByText('Protégé contre les robots (captcha local)')).toBeInTheDocument();
    act(() => useCaptcha.getState().release('contact-form'));
    expect(layer).not.toBeVisible();
  });

  it('loads the reCAPTCHA script only once a form asks, with a real key', async () => {
    render(<Layer siteKey="6LcRealKey" useFixtures={false} />);
    expect(document.head.querySelector('script[src*="recaptcha"]')).toBeNull();
    act(() => useCaptcha.getState().request('contact-form'));
    await waitFor(() => expect(document.head.querySelector('script[src*="recaptcha"]')).not.toBeNull());
  });
});

function Form() {
  const ref = useRef<HTMLFormElement>(null);
  useCaptchaRequest('contact-form', ref);
  return <form ref={ref} />;
}

describe('useCaptchaRequest', () => {
  it('requests the captcha while the form is on screen and releases it when it leaves', () => {
    let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    class FakeObserver {
      constructor(cb: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        notify = cb;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Form />);
    expect(useCaptcha.getState().requests).toEqual({});
    act(() => notify?.([{ isIntersecting: true }]));
    expect(useCaptcha.getState().requests).toEqual({ 'contact-form': true });
    act(() => notify?.([{ isIntersecting: false }]));
    expect(useCaptcha.getState().requests).toEqual({});
    act(() => notify?.([{ isIntersecting: true }]));
    unmount();
    expect(useCaptcha.getState().requests).toEqual({});
    vi.unstubAllGlobals();
  });
});
