import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { ensureConsentTool, isConsentReady, LOCAL_CONSENT_TOOL, useConsent } from './consent';
import { LocalConsentPreferences } from './LocalConsentPreferences';

/**
 * "Manage cookies": rendered only once the consent tool is ready (never on the server), opens the
 * tool's preferences. With the local tool, also renders its preferences dialog.
 */
export function ConsentLink({ className, wrap }: { className?: string; wrap?: 'li' }) {
  const { t } = useLingui();
  const ready = useConsent(isConsentReady);
  const tool = useConsent((s) => s.tool);
  useEffect(() => {
    ensureConsentTool();
  }, []);
  if (!ready || !tool) return null;
  const button = (
    <button type="button" className={className} onClick={() => tool.openPreferences()} data-consent-link>
      {t`Gérer les témoins`}
    </button>
  );
  return (
    <>
      {wrap === 'li' ? <li>{button}</li> : button}
      {tool.name === LOCAL_CONSENT_TOOL && <LocalConsentPreferences />}
    </>
  );
}
