import { useId } from 'react';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { useAssetUrl } from '../../../ui/content/assets';
import { ChromeLink } from '../../../ui/header/ChromeLink';
import styles from './HeaderNav.module.css';
import type { MegaMenuItem } from './schema';

/** A mega-menu popup: grouped links with descriptions, and a featured card with image. */
export function MegaPanel({ item, onPick }: { item: MegaMenuItem; onPick: () => void }) {
  const locale = useLocale();
  const baseId = useId();
  const asset = useAssetUrl();
  const featured = item.featured;
  const media = featured ? pickLocale(featured.image.media, locale) : undefined;
  return (
    <div className={styles.mega}>
      <div className={styles.megaGroups}>
        {item.groups?.map((group, groupIndex) => {
          const titleId = `${baseId}-group-${groupIndex}`;
          return (
            <section key={groupIndex} className={styles.megaGroup} aria-labelledby={titleId}>
              <h2 id={titleId} className={styles.megaGroupTitle}>
                {pickLocale(group.title, locale)}
              </h2>
              <ul className={styles.megaList}>
                {group.items.map((entry, entryIndex) => (
                  <li key={entryIndex}>
                    <ChromeLink link={entry.link} styled={false} className={styles.megaLink} onPick={onPick}>
                      <span className={styles.megaLinkTitle}>{pickLocale(entry.link.text, locale)}</span>
                      {entry.description && (
                        <span className={styles.megaLinkText}>{pickLocale(entry.description, locale)}</span>
                      )}
                    </ChromeLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {featured && (
        <div className={styles.megaFeatured}>
          {media && (
            <img
              className={styles.megaFeaturedImage}
              src={asset(media.url)}
              alt={media.alt}
              width={media.width}
              height={media.height}
              loading="lazy"
              decoding="async"
            />
          )}
          <p className={styles.megaFeaturedTitle}>{pickLocale(featured.main_title, locale)}</p>
          {featured.description && (
            <p className={styles.megaFeaturedText}>{pickLocale(featured.description, locale)}</p>
          )}
          {featured.link && <ChromeLink link={featured.link} onPick={onPick} />}
        </div>
      )}
    </div>
  );
}
