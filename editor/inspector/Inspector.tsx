import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { registry } from '../../blocks';
import { LOCALES, type Locale } from '../../engine/schemas';
import { useEditor } from '../sections/editor-context';
import type { BlockPart } from '../state/types';
import { validityOf } from '../state/validation';
import { BlockForm } from './BlockForm';
import { inputIdOf, type PlacedError, placeErrors, placeWords } from './error-list';
import styles from './Inspector.module.css';
import { useProblemText } from './problem-text';

/** The language of the content the forms edit: one pressed button per language. */
function ContentLocaleSwitch({ locale, onChange }: { locale: Locale; onChange: (locale: Locale) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.locales}>
      <legend>{t`Langue du contenu`}</legend>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={locale === l}
          className={styles.locale}
          onClick={() => onChange(l)}
          lang={l}
        >
          {l === 'fr' ? 'Français' : 'English'}
        </button>
      ))}
    </fieldset>
  );
}

/** The block's two forms, in the order the inspector shows them. */
const FORM_PARTS: readonly BlockPart[] = ['fields', 'block_params'];

/** The inspector of the selected block: its errors, numbered, then one form per part. */
export function Inspector() {
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const selectedId = useEditor((s) => s.selectedId);
  const block = useEditor((s) => s.blocks.find((b) => b.id === s.selectedId));
  const locale = useEditor((s) => s.contentLocale);
  const setLocale = useEditor((s) => s.setContentLocale);
  const focus = useEditor((s) => s.focus);
  const uiLocale = i18n.locale as Locale;
  const heading = useRef<HTMLHeadingElement>(null);
  const [reveal, setReveal] = useState<{ part: BlockPart; segments: string[]; seq: number } | null>(null);

  // "Modifier" on a block brings focus here, to the block's name.
  useEffect(() => {
    if (focus?.target.kind === 'inspector') heading.current?.focus();
  }, [focus]);

  const def = block ? registry.get(block.block_type) : undefined;
  const validity = block ? validityOf(registry, block) : undefined;
  const placed = useMemo(
    () => (validity && !validity.ok ? placeErrors(def?.schema, validity.errors) : []),
    [def, validity],
  );

  // Going to an error: its language, its list items open, then its input focused.
  useEffect(() => {
    if (!reveal || !block) return;
    const id = inputIdOf(`${reveal.part}-${block.id}`, reveal.segments);
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: false })),
    );
    return () => cancelAnimationFrame(frame);
  }, [reveal, block]);

  if (!selectedId || !block || !validity) {
    return (
      <aside className={styles.inspector} aria-labelledby="inspector-title">
        <h2 id="inspector-title" className={styles.title} ref={heading} tabIndex={-1}>
          {t`Inspecteur`}
        </h2>
        <p
          className={styles.hint}
        >{t`Choisissez un bloc (clic, ou Entrée sur le bloc) pour changer son contenu.`}</p>
      </aside>
    );
  }
  const label = def ? (def.label[uiLocale] ?? def.label.fr) : block.block_type;
  const goTo = (error: PlacedError) => {
    if (!error.part) return;
    const language = error.segments.at(-1);
    if ((language === 'fr' || language === 'en') && language !== locale) setLocale(language);
    setReveal({ part: error.part, segments: error.segments, seq: (reveal?.seq ?? 0) + 1 });
  };
  const count = placed.length;
  return (
    <aside className={styles.inspector} aria-labelledby="inspector-title" data-inspector={block.id}>
      <h2 id="inspector-title" className={styles.title} ref={heading} tabIndex={-1}>
        {label}
      </h2>
      <p
        className={validity.ok ? styles.valid : styles.invalid}
        data-block-validity={validity.ok ? 'valid' : 'invalid'}
      >
        {validity.ok ? t`Bloc valide` : t`Bloc invalide : ${count} erreur(s)`}
      </p>
      <ContentLocaleSwitch locale={locale} onChange={setLocale} />
      {count > 0 && (
        <ol className={styles.errors} aria-label={t`Erreurs du bloc`}>
          {placed.map((error) => (
            <li key={error.number} value={error.number}>
              <button
                type="button"
                className={styles.errorLink}
                onClick={() => goTo(error)}
                disabled={!error.part}
                data-error-number={error.number}
              >
                <ErrorLine
                  place={placeWords(def?.schema, error, uiLocale, t`Type de bloc`)}
                  text={problemText(error.error)}
                />
              </button>
            </li>
          ))}
        </ol>
      )}
      {def &&
        FORM_PARTS.map((part) => (
          <BlockForm
            key={part}
            block={block}
            def={def}
            part={part}
            locale={locale}
            uiLocale={uiLocale}
            title={part === 'fields' ? t`Contenu` : t`Paramètres`}
            placed={placed}
            reveal={reveal?.part === part ? reveal : null}
          />
        ))}
    </aside>
  );
}

/** "Place : what is wrong", with the place in bold, punctuated as the editor's language does. */
export function ErrorLine({ place, text }: { place: string; text: string }) {
  return (
    <Trans>
      <span className={styles.errorPlace}>{place}</span> : {text}
    </Trans>
  );
}
