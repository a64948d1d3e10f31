import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useRef } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { useSiteData } from '../../../stores/site-data';
import { ContactForm } from '../../../ui/contact-form/ContactForm';
import { HeroFrame, HeroText } from '../../shared/Hero';
import hero from '../../shared/hero.module.css';
import styles from './HeroLandingPage1.module.css';
import type { heroLandingPage1Fields, heroLandingPage1Params } from './schema';
import { useLandingOverlap } from './useLandingOverlap';

/**
 * A landing page's opening: title and infos with the contact form beside them. The form hangs over
 * the next block by the landing overlap, measured once mounted.
 */
export default function HeroLandingPage1({
  fields,
  meta,
}: BlockProps<typeof heroLandingPage1Fields, typeof heroLandingPage1Params>) {
  const { t } = useLingui();
  const locale = useLocale();
  const site = useSiteData();
  const section = useRef<HTMLElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const infos = useRef<HTMLDivElement>(null);
  const overlap = useLandingOverlap(section, form, infos);
  // The site type words the default title: first person on a broker's site.
  const formTitle =
    pickLocale(fields.form_title, locale) ?? (site?.siteType === 'agency' ? t`Écrivez-nous` : t`Écrivez-moi`);
  return (
    <HeroFrame
      meta={meta}
      media={fields.bg_media}
      sectionRef={section}
      className={styles.hero}
      innerClassName={styles.layout}
      style={{ '--landing-overlap': `${overlap}px` } as CSSProperties}
      data={{ 'data-overlap': overlap }}
    >
      <div ref={infos} className={styles.infos}>
        <HeroText fields={fields} meta={meta} className={hero.text} />
      </div>
      <div ref={form} className={styles.form} data-color-scheme="normal">
        <h2 id={`${meta.id}-form-title`} className={styles.formTitle}>
          {formTitle}
        </h2>
        <ContactForm ident={`landing-${meta.id}`} labelledBy={`${meta.id}-form-title`} />
      </div>
    </HeroFrame>
  );
}
