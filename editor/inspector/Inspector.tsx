import { useLingui } from '@lingui/react/macro';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useCallback, useMemo } from 'react';
import { registry } from '../../blocks';
import type { AnyBlockDefinition } from '../../engine/registry';
import { LOCALES, type Locale } from '../../engine/schemas';
import { useEditor, useEditorStore } from '../sections/editor-context';
import { updateBlockPart } from '../state/actions';
import type { BlockPart, EditorBlock } from '../state/types';
import { validityOf } from '../state/validation';
import { toExtraErrors } from './errors';
import { toFormSchema, toUiSchema } from './form-schema';
import styles from './Inspector.module.css';
import { LocalizedField } from './LocalizedField';
import { useProblemText } from './problem-text';
import { shapeValidator } from './validator';

const forms = new WeakMap<AnyBlockDefinition, Record<BlockPart, { schema: RJSFSchema; ui: UiSchema }>>();

/** The rjsf schemas of a block type, built once per type. */
function formsOf(def: AnyBlockDefinition) {
  let entry = forms.get(def);
  if (!entry) {
    const fields = toFormSchema(def.fields);
    const params = toFormSchema(def.params);
    entry = {
      fields: { schema: fields, ui: toUiSchema(fields) },
      block_params: { schema: params, ui: toUiSchema(params) },
    };
    forms.set(def, entry);
  }
  return entry;
}

const rjsfFields = { localized: LocalizedField };
const defaultsBehavior = {
  arrayMinItems: { populate: 'never' as const },
  emptyObjectFields: 'skipDefaults' as const,
};

/** The inspector of the selected block: one memoised form per part, errors from the renderer's validator. */
export function Inspector() {
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const selectedId = useEditor((s) => s.selectedId);
  const block = useEditor((s) => s.blocks.find((b) => b.id === s.selectedId));
  const locale = useEditor((s) => s.contentLocale);
  const setLocale = useEditor((s) => s.setContentLocale);
  const uiLocale = i18n.locale as Locale;

  if (!selectedId || !block) {
    return (
      <aside className={styles.inspector} aria-labelledby="inspector-title">
        <h2 id="inspector-title" className={styles.title}>{t`Inspecteur`}</h2>
        <p className={styles.hint}>{t`Choisissez « Modifier » sur un bloc pour changer son contenu.`}</p>
      </aside>
    );
  }
  const def = registry.get(block.block_type);
  const validity = validityOf(registry, block);
  const label = def ? (def.label[uiLocale] ?? def.label.fr) : block.block_type;
  return (
    <aside className={styles.inspector} aria-labelledby="inspector-title" data-inspector={block.id}>
      <h2 id="inspector-title" className={styles.title}>
        {label}
      </h2>
      <p
        className={validity.ok ? styles.valid : styles.invalid}
        data-block-validity={validity.ok ? 'valid' : 'invalid'}
      >
        {validity.ok ? t`Bloc valide` : t`Bloc invalide : ${validity.errors.length} erreur(s)`}
      </p>
      <fieldset className={styles.locales}>
        <legend>{t`Langue du contenu`}</legend>
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={locale === l}
            className={styles.locale}
            onClick={() => setLocale(l)}
            lang={l}
          >
            {l === 'fr' ? 'Français' : 'English'}
          </button>
        ))}
      </fieldset>
      {!validity.ok && (
        <ul className={styles.errors} aria-label={t`Erreurs du bloc`}>
          {validity.errors.map((e, i) => (
            <li key={i}>
              <code>{e.path}</code> {problemText(e)}
            </li>
          ))}
        </ul>
      )}
      {def && (
        <>
          <BlockForm block={block} def={def} part="fields" locale={locale} title={t`Contenu`} />
          <BlockForm block={block} def={def} part="block_params" locale={locale} title={t`Paramètres`} />
        </>
      )}
    </aside>
  );
}

interface BlockFormProps {
  block: EditorBlock;
  def: AnyBlockDefinition;
  part: BlockPart;
  locale: Locale;
  title: string;
}

const BlockForm = memo(function BlockForm({ block, def, part, locale, title }: BlockFormProps) {
  const store = useEditorStore();
  const { schema: s, ui: u } = formsOf(def)[part];
  const errors = validityOf(registry, block).errors;
  const text = useProblemText();
  const extraErrors = useMemo(() => toExtraErrors(errors, part, text), [errors, part, text]);
  const formContext = useMemo(() => ({ locale }), [locale]);
  const id = block.id;
  const onChange = useCallback(
    (event: IChangeEvent, fieldId?: string) => {
      if (!fieldId) return;
      store
        .getState()
        .apply(
          updateBlockPart(id, part, (event.formData ?? {}) as Record<string, unknown>),
          `${id}:${part}:${fieldId}`,
        );
    },
    [store, id, part],
  );
  const hasProperties = Object.keys((s.properties as object | undefined) ?? {}).length > 0;
  if (!hasProperties) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <Form
        key={`${id}:${locale}`}
        idPrefix={`${part}-${id}`}
        schema={s}
        uiSchema={u}
        formData={block[part] ?? {}}
        formContext={formContext}
        validator={shapeValidator}
        fields={rjsfFields}
        extraErrors={extraErrors}
        onChange={onChange}
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={defaultsBehavior}
      />
    </section>
  );
});
