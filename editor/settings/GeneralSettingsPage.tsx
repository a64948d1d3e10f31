import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { LOCALE_TAGS, type Locale, SITE_TYPES, THEMES, VARIANT_COLORS } from '../../engine/schemas';
import { editorCatalog, publicCatalog } from '../../locales/catalogs';
import { useLocale } from '../../stores/locale';
import { type QaSettings, selectQaSettings, useQaSettings } from '../../stores/qa-settings';
import { Modal } from '../../ui/modal';
import { localePath } from '../../ui/route-paths';
import styles from './GeneralSettingsPage.module.css';

/** What the server sends (settings live in the browser's storage); the browser renders the form. */
export function SettingsLoading() {
  return <div className={styles.loading} aria-busy="true" />;
}

/**
 * `/qa/parametres-generaux` and `/qa/general-settings`: site type, theme, border radius, production
 * flag and variant used by QA rendering, saved in localStorage as soon as they change.
 */
export default function GeneralSettingsPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([publicCatalog(locale), editorCatalog(locale), useQaSettings.persist.rehydrate()]).then(
      ([publicMessages, editorMessages]) => {
        if (!live) return;
        i18n.load(locale, { ...publicMessages, ...editorMessages });
        i18n.activate(locale);
        setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [i18n, locale]);
  if (!ready) return <SettingsLoading />;
  return <SettingsForm locale={locale} />;
}

function SettingsForm({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const settings = useQaSettings(useShallow(selectQaSettings));
  const update = useQaSettings((s) => s.update);
  const reset = useQaSettings((s) => s.reset);
  const [saved, setSaved] = useState(0);
  const change = (next: Partial<QaSettings>) => {
    update(next);
    setSaved((n) => n + 1);
  };
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const siteTypeLabels = { broker: t`Courtier`, agency: t`Agence` };
  const themeLabels = { blue: t`Bleu`, red: t`Rouge` };

  return (
    <main id="main" className={styles.page}>
      <title>{t`Paramètres généraux – module QA`}</title>
      <div className={styles.top}>
        <h1 className={styles.title}>{t`Paramètres généraux`}</h1>
        <nav className={styles.links} aria-label={t`Module QA`}>
          <a href={localePath('qa-sections', locale)}>{t`Éditeur de sections`}</a>
          <a
            href={localePath('qa-general-settings', other)}
            hrefLang={LOCALE_TAGS[other]}
            lang={LOCALE_TAGS[other]}
          >
            {other === 'en' ? 'English' : 'Français'}
          </a>
        </nav>
      </div>
      <p className={styles.intro}>
        {t`Ces réglages s’appliquent au rendu des blocs dans le module QA. Ils sont enregistrés dans ce navigateur dès qu’ils changent.`}
      </p>

      <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <Choice
          legend={t`Type de site`}
          name="siteType"
          value={settings.siteType}
          options={SITE_TYPES.map((v) => ({ value: v, label: siteTypeLabels[v] }))}
          onChange={(siteType) => change({ siteType })}
        />
        <Choice
          legend={t`Thème`}
          name="theme"
          value={settings.theme}
          options={THEMES.map((v) => ({ value: v, label: themeLabels[v] }))}
          onChange={(theme) => change({ theme })}
        />
        <Choice
          legend={t`Rayon des bordures`}
          name="radius"
          value={String(settings.radius) as '1' | '2' | '3'}
          options={(['1', '2', '3'] as const).map((v) => ({ value: v, label: t`Niveau ${v}` }))}
          onChange={(radius) => change({ radius: Number(radius) as 1 | 2 | 3 })}
        />

        <fieldset className={styles.fieldset}>
          <legend>{t`Publication`}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={settings.production}
              onChange={(e) => change({ production: e.currentTarget.checked })}
            />
            {t`Rendre comme en production`}
          </label>
        </fieldset>

        <VariantFields variant={settings.variant} onChange={(variant) => change({ variant })} />

        <ModalTrial theme={settings.theme} radius={settings.radius} />

        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              reset();
              setSaved((n) => n + 1);
            }}
          >
            {t`Rétablir les valeurs par défaut`}
          </button>
          <p role="status" className={styles.status}>
            {saved > 0 ? t`Paramètres enregistrés.` : ''}
          </p>
        </div>
      </form>
    </main>
  );
}

/** Whether pages show the variant indicator, and the variant's id, name and colour. */
function VariantFields({
  variant,
  onChange,
}: {
  variant: QaSettings['variant'];
  onChange: (variant: QaSettings['variant']) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Variante`}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={variant !== null}
          onChange={(e) =>
            onChange(e.currentTarget.checked ? { id: 1, name: t`Variante A`, color: 'blue' } : null)
          }
        />
        {t`Afficher l’indicateur de variante`}
      </label>
      {variant && (
        <div className={styles.row}>
          <Field label={t`Identifiant`}>
            {(id) => (
              <input
                id={id}
                value={String(variant.id)}
                maxLength={40}
                onChange={(e) => onChange({ ...variant, id: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t`Nom`}>
            {(id) => (
              <input
                id={id}
                value={variant.name}
                maxLength={200}
                onChange={(e) => onChange({ ...variant, name: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t`Couleur`}>
            {(id) => (
              <select
                id={id}
                value={variant.color}
                onChange={(e) =>
                  onChange({ ...variant, color: e.currentTarget.value as typeof variant.color })
                }
              >
                {VARIANT_COLORS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}

/** A sample of the theme and radius, and a modal window to try focus handling in. */
function ModalTrial({ theme, radius }: { theme: QaSettings['theme']; radius: QaSettings['radius'] }) {
  const { t } = useLingui();
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <div className={styles.preview} data-theme={theme}>
        <span
          className={styles.sample}
          style={{ borderRadius: `var(--radius-${radius})` }}
          aria-hidden="true"
        >
          {t`Aperçu`}
        </span>
        <button type="button" className={styles.secondary} onClick={() => setModalOpen(true)}>
          {t`Essayer une fenêtre modale`}
        </button>
      </div>
      <Modal open={modalOpen} onClose={() => setModalOpen(false)} title={t`Fenêtre modale d’essai`} size="sm">
        <p>{t`Le focus reste dans cette fenêtre; Échap ou le bouton Fermer la referme.`}</p>
        <div className={styles.field}>
          <label htmlFor="qa-modal-field">{t`Champ d’essai`}</label>
          <input id="qa-modal-field" />
        </div>
        <p>
          <button type="button" className={styles.secondary} onClick={() => setModalOpen(false)}>
            {t`Terminer`}
          </button>
        </p>
      </Modal>
    </>
  );
}

function Choice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
