/**
 * Rich text with a small toolbar (bold, italic, link, bulleted and numbered lists) and a view of
 * the HTML source. It edits in place (contentEditable) and stores the sanitised HTML the site
 * renders (`storedRichText`); link addresses go through the site's link checker.
 */
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { checkLinkUrl } from '../../../ui/content/link-url';
import { sanitizeHtml } from '../../../ui/content/sanitize';
import { Icon } from '../../overlay/icons';
import { fieldAria } from './a11y';
import styles from './Form.module.css';
import { LinkForm } from './LinkForm';
import { type Command, useRichEditing } from './useRichEditing';

export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required, label } = props;
  const editor = useRef<HTMLDivElement>(null);
  /** The HTML last written into or read from the editor: a value equal to it is already shown. */
  const shown = useRef<string | null>(null);
  const [source, setSource] = useState(false);
  /** The HTML source as typed (stored sanitised); reset when the value changes from elsewhere (undo). */
  const [draft, setDraft] = useState('');
  const html = typeof value === 'string' ? value : '';
  const locked = disabled || readonly;

  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving the source view draws the editor anew
  useLayoutEffect(() => {
    const node = editor.current;
    if (!node || html === shown.current) return;
    node.innerHTML = sanitizeHtml(html);
    shown.current = html;
  }, [html, source]);

  const { pressed, linking, setLinking, emit, refresh, run, openLink, applyLink, onKeyDown, onPaste } =
    useRichEditing(editor, shown, onChange);

  const aria = fieldAria(id, { description: props.schema.description, errors: props.rawErrors });
  return (
    <div className={styles.rich} data-rich-text="">
      <RichToolbar
        label={label}
        pressed={pressed}
        locked={Boolean(locked)}
        source={source}
        onCommand={run}
        onLink={openLink}
        onSource={() => {
          shown.current = null;
          setDraft(html);
          setSource(!source);
        }}
      />
      {linking !== null && (
        <LinkForm
          initial={linking}
          check={(url) => checkLinkUrl(url)}
          onApply={(href) => applyLink(href)}
          onRemove={() => applyLink(null)}
          onCancel={() => {
            setLinking(null);
            editor.current?.focus();
          }}
        />
      )}
      {source ? (
        <textarea
          id={id}
          className={styles.input}
          rows={8}
          value={sanitizeHtml(draft) === html ? draft : html}
          aria-labelledby={`${id}__label`}
          readOnly={readonly}
          disabled={disabled}
          onChange={(e) => {
            setDraft(e.target.value);
            const next = sanitizeHtml(e.target.value).trim();
            onChange(next === '' ? undefined : next);
          }}
          {...aria}
        />
      ) : (
        <div
          ref={editor}
          id={id}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}__label`}
          aria-required={required || undefined}
          aria-readonly={locked || undefined}
          contentEditable={!locked}
          suppressContentEditableWarning
          className={`${styles.input} ${styles.richArea} richtext`}
          onInput={emit}
          onKeyDown={onKeyDown}
          onKeyUp={refresh}
          onMouseUp={refresh}
          onPaste={onPaste}
          onBlur={() => onBlur(id, value)}
          onFocus={() => {
            refresh();
            onFocus(id, value);
          }}
          {...aria}
        />
      )}
    </div>
  );
}

/** Formatting buttons (pressed when the selection has the format), the link button, the HTML view. */
function RichToolbar({
  label,
  pressed,
  locked,
  source,
  onCommand,
  onLink,
  onSource,
}: {
  label: string;
  pressed: Partial<Record<Command, boolean>>;
  locked: boolean;
  source: boolean;
  onCommand: (command: Command) => void;
  onLink: () => void;
  onSource: () => void;
}) {
  const { t } = useLingui();
  const tools: { command: Command; text: string; glyph: ReactNode }[] = [
    { command: 'bold', text: t`Gras`, glyph: t({ message: 'G', comment: 'first letter of the word bold' }) },
    {
      command: 'italic',
      text: t`Italique`,
      glyph: t({ message: 'I', comment: 'first letter of the word italic' }),
    },
    { command: 'insertUnorderedList', text: t`Liste à puces`, glyph: <Icon name="bullets" /> },
    { command: 'insertOrderedList', text: t`Liste numérotée`, glyph: <Icon name="numbers" /> },
  ];
  return (
    <div className={styles.richTools} role="group" aria-label={t`Mise en forme : ${label}`}>
      {tools.map((tool) => (
        <button
          key={tool.command}
          type="button"
          className={styles.tool}
          aria-label={tool.text}
          title={tool.text}
          aria-pressed={pressed[tool.command] ?? false}
          disabled={locked || source}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onCommand(tool.command)}
          data-command={tool.command}
        >
          <span aria-hidden="true" className={styles[`glyph_${tool.command}`]}>
            {tool.glyph}
          </span>
        </button>
      ))}
      <button
        type="button"
        className={styles.tool}
        aria-label={t`Lien`}
        title={t`Lien (Ctrl+K)`}
        disabled={locked || source}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onLink}
        data-command="link"
      >
        <Icon name="link" />
      </button>
      <button
        type="button"
        className={styles.tool}
        aria-pressed={source}
        disabled={locked}
        onClick={onSource}
      >
        {t`HTML`}
      </button>
    </div>
  );
}
