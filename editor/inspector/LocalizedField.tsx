import { type FieldProps, type RJSFSchema, toFieldPathId, type UiSchema } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../engine/schemas';

/**
 * A localized value (`{ fr, en? }`): only the active language's input shows, named with the
 * property's title and the language ("Titre principal (FR)"); the other language's value is kept
 * as it is. Errors of that language show under the input.
 */
export function LocalizedField(props: FieldProps) {
  const { schema, formData, onChange, onBlur, onFocus, errorSchema, fieldPathId, registry, uiSchema } = props;
  const context = registry.formContext as { locale?: Locale } | undefined;
  const locale: Locale = isLocale(context?.locale) ? context.locale : DEFAULT_LOCALE;
  const inner = (schema.properties?.[locale] ?? { type: 'string' }) as RJSFSchema;
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;
  const childPath = toFieldPathId(locale, registry.globalFormOptions, fieldPathId.path);
  const options = (uiSchema?.['ui:options'] ?? {}) as { widget?: string; inner?: UiSchema };
  const innerUi: UiSchema = {
    ...(options.inner ?? {}),
    ...(options.widget ? { 'ui:widget': options.widget } : {}),
  };
  const title = `${schema.title ?? props.name} (${locale.toUpperCase()})`;
  const value =
    formData && typeof formData === 'object' ? (formData as Record<string, unknown>)[locale] : undefined;
  return (
    <div data-localized-field="" data-locale={locale}>
      <SchemaField
        name={locale}
        schema={{ ...inner, title, ...(schema.description ? { description: schema.description } : {}) }}
        uiSchema={innerUi}
        formData={value}
        fieldPathId={childPath}
        errorSchema={errorSchema?.[locale as never]}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        registry={registry}
        required={locale === DEFAULT_LOCALE && props.required === true}
        disabled={props.disabled}
        readonly={props.readonly}
      />
    </div>
  );
}
