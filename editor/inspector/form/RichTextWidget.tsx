/**
 * Rich text with a small toolbar (bold, italic, link, bulleted and numbered lists) and a view of
 * the HTML source. It edits in place (contentEditable) and stores the sanitised HTML the site
 * renders (`storedRichText`); link addresses go through the site's link checker.
 */
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { checkLinkUrl } from '../../../ui/content/link-url';
import { sanitizeHtml } from '../../../ui/content/sanitize';
import { Icon } from '../../overlay/icons';
import { fieldAria } from './a11y';
import styles from './Form.module.css';
import { LinkForm } from './LinkForm';
import { storedRichText } from './rich-html';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';
const COMMANDS: readonly Command[] = ['bold', 'italic', 'insertUnorderedList', 'insertOrderedList'];

export function RichTextWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, required, label } = props;
  const editor = useRef<HTMLDivElement>(null);
  /** The HTML last written into or read from the editor: a value equal to it is already shown. */
  const shown = useRef<string | null>(null);
  const range = useRef<Range | null>(null);
  const [pressed, setPressed] = useState<Partial<Record<Command, boolean>>>({});
  const [linking, setLinking] = useState<string | null>(null);
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

  const emit = () => {
    const node = editor.current;
    if (!node) return;
    const next = storedRichText(node);
    shown.current = next;
    onChange(next === '' ? undefined : next);
  };
  const refresh = () => {
    const state: Partial<Record<Command, boolean>> = {};
    for (const c of COMMANDS) state[c] = document.queryCommandState?.(c) ?? false;
    setPressed(state);
  };
  const run = (command: Command | 'createLink' | 'unlink', arg?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, arg);
    emit();
    refresh();
  };
  const openLink = () => {
    const selection = window.getSelection();
    range.current =
      selection && selection.rangeCount > 0 && editor.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    const anchor = selection?.anchorNode?.parentElement?.closest('a');
    setLinking(anchor?.getAttribute('href') ?? '');
  };
  const applyLink = (href: string | null) => {
    setLinking(null);
    const node = editor.current;
    if (!node) return;
    node.focus();
    const selection = window.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    if (href === null) run('unlink');
    else if (range.current && !range.current.collapsed) run('createLink', href);
    else {
      const text = href.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      document.execCommand('insertHTML', false, `<a href="${text}">${text}</a>`);
      emit();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const safe = pasted ? sanitizeHtml(pasted) : text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    document.execCommand('insertHTML', false, safe);
    emit();
  };

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
  const aria = fieldAria(id, { description: props.schema.description, errors: props.rawErrors });
  return (
    <div className={styles.rich} data-rich-text="">
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
            onClick={() => run(tool.command)}
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
          onClick={openLink}
          data-command="link"
        >
          <Icon name="link" />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={source}
          disabled={locked}
          onClick={() => {
            shown.current = null;
            setDraft(html);
            setSource(!source);
          }}
        >
          {t`HTML`}
        </button>
      </div>
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
