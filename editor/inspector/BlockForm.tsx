import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import Form, { type IChangeEvent } from '@rjsf/core';
import type {
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  TemplatesType,
  UiSchema,
} from '@rjsf/utils';
import { memo, useCallback, useMemo } from 'react';
import type { AnyBlockDefinition } from '../../engine/registry';
import type { Locale } from '../../engine/schemas';
import { useEditorStore } from '../sections/editor-context';
import { updateBlockPart } from '../state/actions';
import type { BlockPart, EditorBlock } from '../state/types';
import { choiceName } from './choices';
import { type PlacedError, toExtraErrors } from './error-list';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './form/arrays';
import { InspectorFormContext, type InspectorFormState } from './form/form-context';
import { ImageField } from './form/ImageField';
import { RichTextWidget } from './form/RichTextWidget';
import { ServerDataField } from './form/ServerDataField';
import {
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
} from './form/templates';
import { rjsfTranslator } from './form/translate';
import {
  BaseInputTemplate,
  CheckboxWidget,
  ColorWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
} from './form/widgets';
import { toFormSchema, toUiSchema } from './form-schema';
import styles from './Inspector.module.css';
import { LocalizedField } from './LocalizedField';
import { useProblemText } from './problem-text';
import { formValidator } from './validator';

type Forms = Record<BlockPart, { schema: RJSFSchema; ui: UiSchema }>;
const forms = new WeakMap<AnyBlockDefinition, Map<Locale, Forms>>();

/** The rjsf schemas of a block type in the editor's language, built once per type and language. */
function formsOf(def: AnyBlockDefinition, uiLocale: Locale, i18n: I18n): Forms {
  let byLocale = forms.get(def);
  if (!byLocale) {
    byLocale = new Map();
    forms.set(def, byLocale);
  }
  let entry = byLocale.get(uiLocale);
  if (!entry) {
    const language = { locale: uiLocale, choice: (v: unknown, key?: string) => choiceName(i18n, v, key) };
    const fields = toFormSchema(def.fields, language);
    const params = toFormSchema(def.params, language);
    entry = {
      fields: { schema: fields, ui: toUiSchema(fields) },
      block_params: { schema: params, ui: toUiSchema(params) },
    };
    byLocale.set(uiLocale, entry);
  }
  return entry;
}

const FIELDS: RegistryFieldsType = {
  localized: LocalizedField,
  image: ImageField,
  serverData: ServerDataField,
};
const WIDGETS: RegistryWidgetsType = {
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  richtext: RichTextWidget,
  color: ColorWidget,
};
const TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
};
const DEFAULTS_BEHAVIOR = {
  arrayMinItems: { populate: 'never' as const },
  emptyObjectFields: 'skipDefaults' as const,
};

export interface BlockFormProps {
  block: EditorBlock;
  def: AnyBlockDefinition;
  part: BlockPart;
  /** Language of the content being edited. */
  locale: Locale;
  /** Language of the editor: titles, choices, buttons. */
  uiLocale: Locale;
  title: string;
  placed: readonly PlacedError[];
  reveal: InspectorFormState['reveal'];
}

/** One of the two forms of the selected block (`fields` or `block_params`), memoised. */
export const BlockForm = memo(function BlockForm({
  block,
  def,
  part,
  locale,
  uiLocale,
  title,
  placed,
  reveal,
}: BlockFormProps) {
  const { i18n } = useLingui();
  const store = useEditorStore();
  const { schema: s, ui: u } = formsOf(def, uiLocale, i18n)[part];
  const text = useProblemText();
  const extraErrors = useMemo(() => toExtraErrors(placed, part, text), [placed, part, text]);
  const context = useMemo<InspectorFormState>(
    () => ({
      contentLocale: locale,
      errors: placed
        .filter((p) => p.part === part)
        .map((p) => ({ number: p.number, segments: p.segments, text: text(p.error) })),
      reveal,
    }),
    [locale, placed, part, text, reveal],
  );
  const formContext = useMemo(() => ({ locale }), [locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language gives new words
  const translateString = useMemo(() => rjsfTranslator(i18n), [i18n, uiLocale]);
  const id = block.id;
  const onChange = useCallback(
    (event: IChangeEvent, fieldId?: string) => {
      store
        .getState()
        .apply(
          updateBlockPart(id, part, (event.formData ?? {}) as Record<string, unknown>),
          `${id}:${part}:${fieldId ?? 'list'}`,
          { id },
        );
    },
    [store, id, part],
  );
  const hasProperties = Object.keys((s.properties as object | undefined) ?? {}).length > 0;
  if (!hasProperties) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <InspectorFormContext.Provider value={context}>
        <Form
          key={`${id}:${locale}`}
          idPrefix={`${part}-${id}`}
          schema={s}
          uiSchema={u}
          formData={block[part] ?? {}}
          formContext={formContext}
          validator={formValidator}
          fields={FIELDS}
          widgets={WIDGETS}
          templates={TEMPLATES}
          translateString={translateString}
          extraErrors={extraErrors}
          onChange={onChange}
          noHtml5Validate
          showErrorList={false}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOR}
        />
      </InspectorFormContext.Provider>
    </section>
  );
});
