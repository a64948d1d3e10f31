import type { Edito as EditoValue } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import styles from './Edito.module.css';
import { RichText } from './RichText';

/** Editorial HTML (headings, lists, quotes), sanitised like rich text, with editorial typography. */
export function Edito({ value, className }: { value: EditoValue | undefined; className?: string }) {
  const html = pickLocale(value, useLocale());
  if (!html) return null;
  return <RichText html={html} className={[styles.edito, className].filter(Boolean).join(' ')} />;
}
