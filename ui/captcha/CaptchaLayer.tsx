import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { isCaptchaShown, useCaptcha } from '../../stores/captcha';
import { useLocale } from '../../stores/locale';
import { usePublicConfig } from '../../stores/public-config';
import { useSiteData } from '../../stores/site-data';
import { useNonce } from '../nonce';
import styles from './CaptchaLayer.module.css';
import {
  captchaProviderFor,
  createRecaptchaExecutor,
  loadRecaptchaScript,
  localCaptchaExecutor,
} from './providers';

/**
 * The captcha of the page's forms: registers the executor of stores/captcha and shows its badge only
 * while a form requests it. reCAPTCHA v2 invisible with a real site key (its script is loaded the
 * first time a form asks); the local provider on the fixture backend.
 */
export function CaptchaLayer() {
  const { t } = useLingui();
  const site = useSiteData();
  const config = usePublicConfig();
  const locale = useLocale();
  const nonce = useNonce();
  const shown = useCaptcha(isCaptchaShown);
  const container = useRef<HTMLDivElement>(null);
  const siteKey = site?.recaptchaSiteKey || config.recaptchaSiteKey || '';
  const provider = captchaProviderFor(siteKey, config.useFixtures);

  const executor = useMemo(
    () =>
      provider === 'local'
        ? localCaptchaExecutor
        : createRecaptchaExecutor({ siteKey, locale, nonce, container: () => container.current }),
    [provider, siteKey, locale, nonce],
  );

  useEffect(() => {
    useCaptcha.getState().setExecutor(executor);
    return () => {
      if (useCaptcha.getState().executor === executor) useCaptcha.getState().setExecutor(null);
    };
  }, [executor]);

  // Fetch the provider's script as soon as a form is on screen, so submitting does not wait for it.
  useEffect(() => {
    if (!shown || provider !== 'recaptcha' || !siteKey) return;
    loadRecaptchaScript(locale, nonce).catch((error: unknown) => console.warn('[captcha]', error));
  }, [shown, provider, siteKey, locale, nonce]);

  return (
    <div className={styles.layer} hidden={!shown} data-captcha-provider={provider}>
      {provider === 'local' ? (
        <p className={styles.localBadge}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          {t`Protégé contre les robots (captcha local)`}
        </p>
      ) : (
        <div ref={container} className={styles.widget} />
      )}
    </div>
  );
}
