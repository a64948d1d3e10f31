import { useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import type { Link } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { AppLink } from '../content/AppLink';
import { IconGlyph } from '../content/IconGlyph';
import { isKnownAction, runLinkAction } from '../content/link-actions';
import { checkLinkUrl } from '../content/link-url';
import styles from './ChromeLink.module.css';

export interface ChromeLinkProps {
  link: Link;
  className?: string;
  /** Called after the visitor picks the link (e.g. to close a menu). */
  onPick?: () => void;
  /** Replaces the link's own text. */
  children?: ReactNode;
  /** Styles from the link's `format_type`; off for menu links styled by their container. */
  styled?: boolean;
}

const FORMAT_CLASS: Record<string, string | undefined> = {
  button: styles.button,
  'button-outline': styles.buttonOutline,
  'button-white': styles.buttonWhite,
  icon: styles.icon,
};

/**
 * A content link in the page chrome (header, footer). Same rules as `ContentLink` (safe urls only,
 * click actions such as opening the contact modal), with the chrome's own styling and a pick callback.
 */
export function ChromeLink({ link, className, onPick, children, styled = true }: ChromeLinkProps) {
  const locale = useLocale();
  const { t } = useLingui();
  const text = pickLocale(link.text, locale) ?? '';
  const checked = checkLinkUrl(pickLocale(link.url, locale));
  const action = link.on_click_action;
  const classes =
    [styled ? FORMAT_CLASS[link.format_type ?? 'link'] : undefined, className].filter(Boolean).join(' ') ||
    undefined;
  const icon = link.icon ? (
    <IconGlyph icon={{ type: link.icon.type, font_weight: link.icon.font_weight }} size={20} />
  ) : null;
  const body = (
    <>
      {icon && link.icon?.align !== 'right' && icon}
      {children ?? <span>{text}</span>}
      {icon && link.icon?.align === 'right' && icon}
    </>
  );
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (runLinkAction(action, event.currentTarget)) event.preventDefault();
    onPick?.();
  };

  if (!checked.ok) {
    if (isKnownAction(action))
      return (
        <button type="button" className={classes} onClick={onClick}>
          {body}
        </button>
      );
    return <span className={classes}>{body}</span>;
  }
  const newTab = link.target === '_blank';
  if (checked.kind === 'internal' && !newTab) {
    return (
      <AppLink to={checked.href} className={classes} onClick={onClick}>
        {body}
      </AppLink>
    );
  }
  return (
    <a
      href={checked.href}
      className={classes}
      onClick={onClick}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {body}
      {newTab && <span className={styles.srOnly}> {t`(s’ouvre dans un nouvel onglet)`}</span>}
    </a>
  );
}
