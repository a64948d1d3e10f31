import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useRef } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { usePublicConfig } from '../../../stores/public-config';
import { useSiteData } from '../../../stores/site-data';
import { PROPERTY_IFRAME_MIN_HEIGHT } from '../../../ui/constants';
import { useLocation } from '../../../ui/navigation/navigation';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import { absoluteOrigin, frameAllowed, frameSrc } from './frame';
import styles from './PropertyIframe.module.css';
import type { propertyIframeFields, propertyIframeParams } from './schema';
import { useFrameHeight } from './useFrameHeight';
import { useWideOverlap } from './useWideOverlap';

/** Origins already reported by this server process: a refused frame is logged once, not per page. */
const reported = new Set<string>();

function warnRefused(src: string) {
  if (typeof window !== 'undefined') return;
  const origin = absoluteOrigin(src) ?? 'this site';
  if (reported.has(origin)) return;
  reported.add(origin);
  console.warn(
    '[property-iframe] the search page’s origin is not in PROPERTY_IFRAME_ORIGINS: only the link is shown',
    { origin },
  );
}

/**
 * An external property-search page in a frame: its address per locale, with the default
 * query (model, pub, desjPub, desjCalc and this page's path as shareUrl) under the content's own
 * parameters; its height follows the page's height messages. A frame the Content-Security-Policy
 * would block (its origin not configured) is not drawn: the link to open the search stays.
 */
export default function PropertyIframe({
  fields,
  params,
  meta,
}: BlockProps<typeof propertyIframeFields, typeof propertyIframeParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { propertyIframeOrigins } = usePublicConfig();
  const site = useSiteData();
  const section = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  const url = pickLocale(fields.url, locale) ?? '';
  const src = frameSrc(url, `${pathname}${search}`, params.query_params);
  const allowed = frameAllowed(src, propertyIframeOrigins ?? [], site?.origin);
  if (!allowed) warnRefused(src);
  const minHeight = params.min_height ?? PROPERTY_IFRAME_MIN_HEIGHT;
  const height = useFrameHeight(frame, allowed ? src : null, minHeight);
  const { wide, overlap } = useWideOverlap(section);
  const title = pickLocale(fields.title, locale) || t`Recherche de propriétés`;
  const headed = Boolean(pickLocale(fields.main_title, locale));

  return (
    <BlockSection
      meta={meta}
      titled={headed}
      className={wide ? styles.wide : undefined}
      style={{ '--frame-overlap': `${overlap}px` } as CSSProperties}
    >
      <div ref={section} className={styles.layout} data-wide={wide} data-overlap={overlap}>
        <BlockHead fields={fields} meta={meta} className={styles.head} />
        <p className={styles.open}>
          <a href={src} target="_blank" rel="noopener">
            {t`Ouvrir la recherche dans un nouvel onglet`}
          </a>
        </p>
        {allowed && (
          <iframe
            ref={frame}
            className={styles.frame}
            src={src}
            title={title}
            loading="lazy"
            height={height}
            style={{ height: `${height}px` }}
            // No sandbox: the page needs its scripts and its own origin (its messages are checked
            // against it), and with both allowed a sandbox is no boundary. The CSP's frame-src and
            // the Permissions-Policy (no camera, location… for frames either) bound what it may do.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    </BlockSection>
  );
}
