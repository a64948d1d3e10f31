import { useLingui } from '@lingui/react/macro';
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { BlockMeta } from '../../../engine/registry';
import { useLocale } from '../../../stores/locale';
import { useScrollLock } from '../../../stores/scroll-lock';
import { AppLink } from '../../../ui/content/AppLink';
import { BrandLogo, LOGO_BASE_HEIGHT } from '../../../ui/header/BrandLogo';
import { ChromeLink } from '../../../ui/header/ChromeLink';
import { LocaleSwitcher } from '../../../ui/header/LocaleSwitcher';
import { useFits } from '../../../ui/header/useFits';
import { useHeaderVisibility } from '../../../ui/header/useHeaderVisibility';
import { DesktopNav } from './DesktopNav';
import styles from './HeaderBar.module.css';
import { MobileMenu } from './MobileMenu';
import type { HeaderContent, HeaderParams } from './schema';

export interface HeaderFrameProps {
  variant: 'classic' | 'megamenu' | 'out-of-norm';
  content: HeaderContent;
  params: HeaderParams;
  meta: BlockMeta;
  popupGap: number;
  /** Row above the bar (megamenu, out-of-norm). */
  superHeader?: ReactNode;
  /** Next to the logo (out-of-norm's network logo). */
  besideLogo?: ReactNode;
}

/**
 * Behaviour shared by every header: fixed bar that hides and shows with the scroll, desktop
 * navigation that falls back to the mobile menu when it does not fit, mobile menu with scroll lock.
 */
export function HeaderFrame({
  variant,
  content,
  params,
  meta,
  popupGap,
  superHeader,
  besideLogo,
}: HeaderFrameProps) {
  const { t } = useLingui();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const slotRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const fits = useFits(slotRef, listRef);
  const focusInside = useFocusInside(rootRef);
  const { hidden, opaque } = useHeaderVisibility(barRef, menuOpen || popupOpen || focusInside);
  useOpenMenu(menuOpen, setMenuOpen, { rootRef, toggleRef, lockId: `header-menu-${meta.id}` });

  // A wider window can show the desktop navigation again: the mobile menu has no reason to stay open.
  useEffect(() => {
    if (fits) setMenuOpen(false);
  }, [fits]);

  const logoHeight = Math.round(LOGO_BASE_HEIGHT * (content.logo_multiplier ?? 1));
  const style = { '--logo-h': `${logoHeight}px` } as CSSProperties;
  const collapsed = !fits;
  const close = () => setMenuOpen(false);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-header={variant}
      data-orientation={params.orientation ?? 'left'}
      data-has-super={superHeader ? true : undefined}
      style={style}
    >
      <div
        ref={barRef}
        className={styles.fixed}
        data-header-bar
        data-hidden={hidden || undefined}
        data-opaque={opaque || menuOpen || undefined}
        data-color-scheme={meta.colorScheme}
      >
        {superHeader}
        <div className={styles.bar} data-collapsed={collapsed || undefined}>
          <Brand content={content} colorScheme={meta.colorScheme} besideLogo={besideLogo} />
          <nav ref={slotRef} className={styles.navSlot} aria-label={t`Navigation principale`}>
            <DesktopNav
              items={content.menu_repeater}
              listRef={listRef}
              popupGap={popupGap}
              collapsed={collapsed}
              onOpenChange={setPopupOpen}
            />
          </nav>
          <div className={styles.actions}>
            <LocaleSwitcher className={styles.locales} />
            {content.cta_button && <ChromeLink link={content.cta_button} className={styles.cta} />}
            {content.cta_sms && <ChromeLink link={content.cta_sms} className={styles.sms} />}
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((o) => !o)}
            >
              <span className={styles.burger} aria-hidden="true" data-open={menuOpen || undefined} />
              <span className={styles.toggleText}>{t`Menu`}</span>
            </button>
          </div>
        </div>
        <MobileMenu
          id={panelId}
          open={menuOpen}
          items={content.menu_repeater}
          cta={content.cta_button}
          onPick={close}
        />
      </div>
    </div>
  );
}

/** The logo, a link to the home page in the page's locale, and what stands beside it. */
function Brand({
  content,
  colorScheme,
  besideLogo,
}: {
  content: HeaderContent;
  colorScheme: BlockMeta['colorScheme'];
  besideLogo: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className={styles.brand}>
      <AppLink to={`/${locale}`} className={styles.logoLink} aria-label={t`Page d’accueil`}>
        <BrandLogo
          light={content.logo_image_light}
          dark={content.logo_image_dark}
          colorScheme={colorScheme}
          multiplier={content.logo_multiplier}
          fallbackAlt={t`Page d’accueil`}
        />
      </AppLink>
      {besideLogo}
    </div>
  );
}

/**
 * While the mobile menu is open: the page does not scroll, Escape closes it and gives focus back to
 * its toggle, and a press outside the header closes it.
 */
function useOpenMenu(
  menuOpen: boolean,
  setMenuOpen: (open: boolean) => void,
  {
    rootRef,
    toggleRef,
    lockId,
  }: { rootRef: RefObject<HTMLElement | null>; toggleRef: RefObject<HTMLElement | null>; lockId: string },
) {
  const lock = useScrollLock((s) => s.lock);
  const unlock = useScrollLock((s) => s.unlock);
  useEffect(() => {
    if (!menuOpen) return;
    lock(lockId);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      unlock(lockId);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, setMenuOpen, lock, unlock, lockId, rootRef, toggleRef]);
}

/** Whether keyboard focus is inside the header, which keeps it shown. */
function useFocusInside(rootRef: RefObject<HTMLElement | null>): boolean {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onIn = () => setInside(true);
    const onOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setInside(false);
    };
    root.addEventListener('focusin', onIn);
    root.addEventListener('focusout', onOut);
    return () => {
      root.removeEventListener('focusin', onIn);
      root.removeEventListener('focusout', onOut);
    };
  }, [rootRef]);
  return inside;
}
