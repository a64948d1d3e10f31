import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import type { Link } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { useInRouterContext } from '../navigation/navigation';
import { AppLink } from './AppLink';
import styles from './ContentLink.module.css';
import { IconGlyph } from './IconGlyph';
import { isKnownAction, runLinkAction } from './link-actions';
import { checkLinkUrl } from './link-url';

export interface ContentLinkProps {
  link: Link;
  className?: string;
  /** Replaces the link's own text (the text still names an icon-only link). */
  children?: ReactNode;
}

const FORMAT_CLASS = {
  link: styles.link,
  button: styles.button,
  'button-outline': `${styles.button} ${styles.outline}`,
  'button-white': `${styles.button} ${styles.white}`,
  icon: styles.iconOnly,
} as const;

/**
 * A link or call to action from content: format, target, icon and its alignment,
 * text and URL of the page's locale, click action. Only safe URLs reach an `href` (see
 * `checkLinkUrl`); an unsafe one is dropped with a warning and the text shows as inert.
 */
export function ContentLink({ link, className, children }: ContentLinkProps) {
  const locale = useLocale();
  const { t } = useLingui();
  const inRouter = useInRouterContext();
  const format = link.format_type ?? 'link';
  const text = pickLocale(link.text, locale) ?? '';
  const rawUrl = pickLocale(link.url, locale);
  const checked = checkLinkUrl(rawUrl);
  const action = link.on_click_action;
  const newTab = link.target === '_blank';

  const unsafe = !checked.ok && checked.reason === 'unsafe';
  useEffect(() => {
    if (unsafe) console.warn('[link] unsafe URL refused', { url: rawUrl });
  }, [unsafe, rawUrl]);

  const iconOnly = format === 'icon';
  const icon = link.icon ? (
    <IconGlyph
      icon={{ type: link.icon.type, font_weight: link.icon.font_weight }}
      size={20}
      className={styles.icon}
    />
  ) : null;
  const label = children ?? text;
  const body = iconOnly ? (
    <>
      {icon ?? <IconGlyph icon={{ type: 'arrow-right' }} size={20} className={styles.icon} />}
      <span className={styles.visuallyHidden}>{label}</span>
    </>
  ) : (
    <>
      {link.icon?.align !== 'right' && icon}
      <span className={styles.text}>{label}</span>
      {link.icon?.align === 'right' && icon}
    </>
  );
  const classes = [styles.base, FORMAT_CLASS[format], className].filter(Boolean).join(' ');
  const scheme = link.color_scheme;

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (runLinkAction(action, event.currentTarget)) event.preventDefault();
  };

  if (!checked.ok) {
    if (isKnownAction(action))
      return (
        <button type="button" className={classes} data-color-scheme={scheme} onClick={onClick}>
          {body}
        </button>
      );
    return (
      <span className={unsafe ? `${classes} ${styles.inert}` : classes} data-color-scheme={scheme}>
        {body}
      </span>
    );
  }

  const external = checked.kind === 'external';
  const newTabNote = newTab ? (
    <span className={styles.visuallyHidden}> {t`(s’ouvre dans un nouvel onglet)`}</span>
  ) : null;
  const common = {
    className: classes,
    'data-color-scheme': scheme,
    target: newTab ? '_blank' : undefined,
    rel: newTab ? 'noopener noreferrer' : external ? 'noopener' : undefined,
    onClick: action ? onClick : undefined,
  };
  if (checked.kind === 'internal' && inRouter && !newTab)
    return (
      <AppLink to={checked.href} {...common}>
        {body}
      </AppLink>
    );
  return (
    <a href={checked.href} {...common}>
      {body}
      {newTabNote}
    </a>
  );
}
