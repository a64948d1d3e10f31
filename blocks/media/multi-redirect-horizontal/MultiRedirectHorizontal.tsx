import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { COUNTER_DIGITS } from '../../../ui/constants';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { checkLinkUrl } from '../../../ui/content/link-url';
import { RichText } from '../../../ui/content/RichText';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './MultiRedirectHorizontal.module.css';
import type { multiRedirectHorizontalFields, multiRedirectHorizontalParams, RedirectItem } from './schema';

type Variant = NonNullable<(typeof multiRedirectHorizontalParams)['static']['variant']>;

/** Items side by side, each leading somewhere: with an icon, an image, or numbered 01, 02, ... */
export default function MultiRedirectHorizontal({
  fields,
  params,
  meta,
}: BlockProps<typeof multiRedirectHorizontalFields, typeof multiRedirectHorizontalParams>) {
  const locale = useLocale();
  const variant: Variant = params.variant ?? 'icon';
  const title = pickLocale(fields.main_title, locale);
  const List = variant === 'numbered' ? 'ol' : 'ul';
  return (
    <BlockSection meta={meta} titled={Boolean(title)}>
      <BlockHead fields={fields} meta={meta} className={section.head} center />
      <List className={styles.list} data-variant={variant} data-count={Math.min(fields.items.length, 4)}>
        {fields.items.map((item, index) => (
          <li key={index} className={styles.item}>
            {variant === 'numbered' ? (
              <Numbered item={item} position={index + 1} />
            ) : (
              <Redirect item={item} variant={variant} />
            )}
          </li>
        ))}
      </List>
    </BlockSection>
  );
}

function Redirect({ item, variant }: { item: RedirectItem; variant: Variant }) {
  const locale = useLocale();
  const description = pickLocale(item.description, locale);
  return (
    <article className={styles.card}>
      {variant === 'icon' && item.icon && (
        <span className={styles.icon}>
          <IconGlyph icon={item.icon} size={32} />
        </span>
      )}
      {variant === 'image' && item.image && (
        <div className={styles.media}>
          <ContentImage image={item.image} fill sizes="(min-width: 992px) 25vw, 100vw" />
        </div>
      )}
      <h3 className={styles.title}>{pickLocale(item.main_title, locale)}</h3>
      {description && <RichText html={description} className={styles.description} />}
      {item.cta && <ContentLink link={item.cta} className={styles.cta} />}
    </article>
  );
}

/** Numbered variant: the image and title lead to the item's link; the number is padded to two digits. */
function Numbered({ item, position }: { item: RedirectItem; position: number }) {
  const locale = useLocale();
  const number = String(item.index ?? position).padStart(COUNTER_DIGITS, '0');
  const link = item.link ?? item.cta;
  const usable = link && checkLinkUrl(pickLocale(link.url, locale)).ok;
  const description = pickLocale(item.description, locale);
  return (
    <article className={[styles.card, styles.numbered].join(' ')}>
      {item.image && (
        <div className={styles.media}>
          <ContentImage image={item.image} fill sizes="(min-width: 992px) 25vw, 100vw" />
        </div>
      )}
      <div className={styles.numberRow}>
        {item.show_number !== false && (
          <span className={styles.number} aria-hidden="true">
            {number}
          </span>
        )}
        <h3 className={styles.title}>{pickLocale(item.main_title, locale)}</h3>
      </div>
      {description && <RichText html={description} className={styles.description} />}
      {link && usable && <ContentLink link={link} className={[styles.cta, styles.stretched].join(' ')} />}
    </article>
  );
}
