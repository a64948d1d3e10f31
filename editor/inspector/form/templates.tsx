/**
 * How each field of the inspector is laid out: its label, description and numbered errors (ids
 * that the input's `aria-describedby` names), groups as fieldsets with a legend.
 */
import type {
  DescriptionFieldProps,
  FieldErrorProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  TitleFieldProps,
} from '@rjsf/utils';
import { descriptionId, errorId, getUiOptions } from '@rjsf/utils';
import styles from './Form.module.css';

/** Widgets that name themselves (a fieldset legend, a checkbox label, a labelled editor). */
const SELF_LABELLED = new Set(['radio', 'checkbox', 'richtext']);

/** The id of the input that names a field: rjsf's choice of form of a union has an id of its own. */
function inputIdOf(id: string, schema: FieldTemplateProps['schema']): string {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(branches) || branches.every((b) => typeof b === 'object' && b !== null && 'const' in b))
    return id;
  return `${id}${schema.oneOf ? '__oneof_select' : '__anyof_select'}`;
}

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, rawDescription, hidden, required, displayLabel, uiSchema, rawErrors } =
    props;
  const inputId = inputIdOf(id, props.schema);
  if (hidden) return <div hidden>{children}</div>;
  // The widget of this very field (a localized value passes its widget on to its language's input).
  const widget = uiSchema?.['ui:widget'];
  const ownLabel = typeof widget === 'string' && SELF_LABELLED.has(widget);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div className={styles.field} data-invalid={invalid ? '' : undefined}>
      {displayLabel && !ownLabel && label && (
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {widget === 'richtext' && (
        <span id={`${id}__label`} className={styles.label}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </span>
      )}
      {displayLabel && rawDescription && (
        <p id={descriptionId(id)} className={styles.description}>
          {rawDescription}
        </p>
      )}
      {children}
      {errors}
    </div>
  );
}

/** Errors of one field, already numbered like the block's error list ("2. Au plus 400"). */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className={styles.errors}>
      {shown.map((error, i) => (
        <li key={i}>{error}</li>
      ))}
    </ul>
  );
}

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, schema, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const legend = (typeof options.title === 'string' ? options.title : undefined) ?? title;
  if ((schema.anyOf || schema.oneOf) && !schema.properties && properties.length === 0) return null;
  const body = properties.filter((p) => !p.hidden).map((p) => p.content);
  // The form itself, or an object whose field draws its own frame (an image).
  if (fieldPathId.path.length === 0 || options.bare === true)
    return <div className={styles.root}>{body}</div>;
  return (
    <fieldset className={styles.group} id={fieldPathId.$id}>
      {legend && <legend className={styles.legend}>{legend}</legend>}
      {description && (
        <p id={descriptionId(fieldPathId)} className={styles.description}>
          {description}
        </p>
      )}
      {body}
    </fieldset>
  );
}

/** Titles and descriptions are drawn by the templates above; rjsf's own ones stay empty. */
export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <p id={id} className={styles.legend}>
      {title}
    </p>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p id={id} className={styles.description}>
      {description}
    </p>
  );
}
