import { useLingui } from '@lingui/react/macro';
import { lazy, useEffect } from 'react';
import { withCatalogs } from '../../locales/client';
import { MountedOnceOpened } from '../lazy/MountedOnceOpened';
import { ensureConsentTool, isConsentReady, LOCAL_CONSENT_TOOL, useConsent } from './consent';

const loadPreferences = withCatalogs(['ui/later'], () => import('./LocalConsentPreferences'));
const LocalConsentPreferences = lazy(() =>
  loadPreferences().then((m) => ({ default: m.LocalConsentPreferences })),
);

/**
 * The local tool's preferences dialog, loaded with its strings the first time the visitor opens
 * it: every page with a footer would otherwise load the dialog and its modal (2 kB) for a link
 * seldom followed.
 */
function LazyLocalConsentPreferences() {
  const open = useConsent((s) => s.localOpen);
  return (
    <MountedOnceOpened open={open}>
      <LocalConsentPreferences />
    </MountedOnceOpened>
  );
}

/**
 * "Manage cookies": rendered only once the consent tool is ready (never on the server), opens the
 * tool's preferences. With the local tool, also renders its preferences dialog once asked for.
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
      {tool.name === LOCAL_CONSENT_TOOL && <LazyLocalConsentPreferences />}
    </>
  );
}
