import type { Code as CodeValue } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import styles from './Code.module.css';

/**
 * Code from content. `default` shows it as a block of preformatted code; `embedded`
 * shows it inline within running text. It is always shown as text, never executed: the script
 * block is the only place where content code runs.
 */
export function Code({ code, className }: { code: CodeValue; className?: string }) {
  const text = pickLocale(code.code, useLocale()) ?? '';
  const language = code.language ? `language-${code.language.replace(/[^a-z0-9-]/gi, '')}` : undefined;
  if (code.variant === 'embedded')
    return <code className={[styles.embedded, language, className].filter(Boolean).join(' ')}>{text}</code>;
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can scroll long code
    <pre className={[styles.block, className].filter(Boolean).join(' ')} tabIndex={0}>
      <code className={language}>{text}</code>
    </pre>
  );
}
