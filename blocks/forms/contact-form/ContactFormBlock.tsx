import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContactForm } from '../../../ui/contact-form/ContactForm';
import { RichText } from '../../../ui/content/RichText';
import styles from './ContactFormBlock.module.css';
import type { contactFormFields, contactFormParams } from './schema';

/** The contact form as a block (orientation full or center), for the site or a recipient. */
export default function ContactFormBlock({
  fields,
  params,
  meta,
}: BlockProps<typeof contactFormFields, typeof contactFormParams>) {
  const locale = useLocale();
  const title = pickLocale(fields.main_title, locale);
  const description = pickLocale(fields.description, locale);
  const headingId = `${meta.id}-title`;
  const recipient =
    params.recipient_type && params.recipient_slug
      ? { type: params.recipient_type, slug: params.recipient_slug, name: '' }
      : null;
  return (
    <section
      className={styles.section}
      data-orientation={params.orientation ?? 'center'}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className={styles.inner}>
        {(title || description) && (
          <div className={styles.head}>
            {title && (
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            )}
            {description && <RichText className={styles.description} html={description} />}
          </div>
        )}
        <div className={styles.card} data-color-scheme="normal">
          <ContactForm
            ident={`contact-form-${meta.id}`}
            recipient={recipient}
            labelledBy={title ? headingId : undefined}
          />
        </div>
      </div>
    </section>
  );
}
