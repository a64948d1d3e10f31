import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import { registry } from '../../blocks';
import { LOCALES, type Locale } from '../../engine/schemas';
import { BREAKPOINT_ORDER, BREAKPOINTS } from '../../ui/constants';
import { placeErrors, placeWords } from '../inspector/error-list';
import { ErrorLine } from '../inspector/Inspector';
import { useProblemText } from '../inspector/problem-text';
import type { Viewport } from '../state/store';
import { exportDocument, type ImportProblem, importDocument } from '../state/transfer';
import { validityOf } from '../state/validation';
import { clearPage } from './commands';
import { loadDemoPage } from './demo-page';
import { useEditor, useEditorStore } from './editor-context';
import { HistoryButtons } from './HistoryButtons';
import { previewWidth } from './PreviewFrame';
import styles from './Toolbar.module.css';
import { useCommandWords } from './words';

/** Saves the page's blocks as `sections.json`. */
function downloadSections(blocks: Parameters<typeof exportDocument>[0]) {
  const url = URL.createObjectURL(new Blob([exportDocument(blocks)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'sections.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The preview's width: full, or one of the site's breakpoints. */
function ViewportSelect() {
  const { t } = useLingui();
  const viewport = useEditor((s) => s.viewport);
  const setViewport = useEditor((s) => s.setViewport);
  const viewportId = useId();
  return (
    <div className={styles.toolGroup}>
      <label htmlFor={viewportId}>{t`Largeur d’aperçu`}</label>
      <select
        id={viewportId}
        className={styles.tool}
        value={viewport}
        onChange={(e) => setViewport(e.target.value as Viewport)}
      >
        <option value="full">{t`Pleine largeur`}</option>
        {BREAKPOINT_ORDER.map((bp) => (
          <option key={bp} value={bp}>
            {`${bp} (${previewWidth(BREAKPOINTS[bp])} px)`}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Toolbar({ uiLocale, onUiLocale }: { uiLocale: Locale; onUiLocale: (l: Locale) => void }) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const words = useCommandWords();
  const store = useEditorStore();
  const blocks = useEditor((s) => s.blocks);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const importId = useId();
  const invalid = blocks.filter((b) => !validityOf(registry, b).ok).length;
  const total = blocks.length;

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = importDocument(await file.text(), registry);
    if (result.ok) {
      store.getState().load(result.blocks);
      setProblems(null);
    } else setProblems(result.problems);
  };

  return (
    <header className={styles.toolbar}>
      <h1 className={styles.appTitle}>{t`Sections`}</h1>
      <HistoryButtons uiLocale={uiLocale} />
      <p
        className={invalid ? styles.pageInvalid : styles.pageValid}
        data-page-validity={invalid ? 'invalid' : 'valid'}
        role="status"
      >
        {invalid
          ? t`Page invalide : ${invalid} bloc(s) sur ${total} en erreur`
          : t`Page valide (${total} blocs)`}
      </p>
      <ViewportSelect />
      <div className={styles.toolGroup}>
        <button
          type="button"
          className={styles.tool}
          onClick={() => downloadSections(store.getState().blocks)}
        >
          {t`Exporter`}
        </button>
        {/* The input comes first: its focus ring is drawn on the label that follows it. */}
        <input
          id={importId}
          type="file"
          accept="application/json,.json"
          className={styles.fileInput}
          onChange={onImport}
        />
        <label htmlFor={importId} className={styles.tool}>
          {t`Importer`}
        </label>
        <button type="button" className={styles.tool} onClick={() => void loadDemoPage(store, uiLocale)}>
          {t`Charger la page de démonstration`}
        </button>
        <button
          type="button"
          className={styles.tool}
          disabled={total === 0}
          onClick={() => clearPage(store, words)}
        >
          {t`Vider la page`}
        </button>
      </div>
      <div className={styles.toolGroup} role="group" aria-label={t`Langue de l’éditeur`}>
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            className={styles.tool}
            aria-pressed={uiLocale === l}
            lang={l}
            onClick={() => onUiLocale(l)}
          >
            {l.toUpperCase()}
          </button>
        ))}
      </div>
      {problems && (
        <div className={styles.importErrors} role="alert">
          <p>{t`Import refusé : ${problems.length} erreur(s).`}</p>
          <ol>
            {problems.map((p, i) => (
              <li key={i}>
                <ImportProblemLine problem={p} locale={uiLocale} text={problemText(p)} />
              </li>
            ))}
          </ol>
          <button type="button" className={styles.tool} onClick={() => setProblems(null)}>
            {t`Fermer`}
          </button>
        </div>
      )}
    </header>
  );
}

/**
 * One problem of a refused import, placed like the inspector places errors: the block's position
 * from 1 and its name, then the field in words, then what is wrong.
 */
function ImportProblemLine({
  problem,
  locale,
  text,
}: {
  problem: ImportProblem;
  locale: Locale;
  text: string;
}) {
  const { t } = useLingui();
  const def = problem.blockType ? registry.get(problem.blockType) : undefined;
  const position = problem.index === undefined ? null : problem.index + 1;
  const name = def ? def.label[locale] : problem.blockType;
  if (position === null) return <>{text}</>;
  const [placed] = placeErrors(def?.schema, [{ path: problem.path, message: problem.message }]);
  const envelope = t`Type de bloc`;
  const where = placed?.part && def ? placeWords(def.schema, placed, locale, envelope) : envelope;
  return (
    <>
      <strong>{t`Bloc ${position}`}</strong>
      {name && <> ({name})</>} › <ErrorLine place={where} text={text} />
    </>
  );
}
