import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ContactForm } from '../../ui/contact-form/ContactForm';
import { AppLink } from '../../ui/content/AppLink';
import { IconGlyph } from '../../ui/content/IconGlyph';
import type { ListingData } from './data';
import styles from './ListingPage.module.css';
import type { BrokerContact } from './shell';

export interface ListingContactProps {
  listing: ListingData;
  contact: BrokerContact;
  calculatorHref: string | null;
  /** Where the listing is, as the message names it. */
  place: string;
}

/**
 * What brings the visitor to the broker: the broker's phone and email, the mortgage calculator at
 * the listing's price, and the site's contact form about this listing, its message naming the
 * address and the listing's number (the visitor may change it). A sold property is asked about,
 * never offered.
 */
export function ListingContact({ listing, contact, calculatorHref, place }: ListingContactProps) {
  const { t } = useLingui();
  const headingId = useId();
  const uls = listing.uls;
  const message = listing.sold
    ? t`Bonjour, je vous écris au sujet de la propriété du ${place} (n° ${uls}).`
    : t`Bonjour, j’aimerais en savoir plus sur la propriété du ${place} (n° ${uls}).`;
  return (
    <aside className={styles.contact} aria-labelledby={headingId} data-print-contact="">
      <h2 id={headingId} className={styles.contactTitle}>
        {listing.sold ? t`Une question sur cette propriété ?` : t`Cette propriété vous intéresse ?`}
      </h2>
      {(contact.phone || contact.email) && (
        <ul className={styles.brokerLines}>
          {contact.phone && (
            <li>
              <a href={contact.phone.href} className={styles.brokerLink}>
                <IconGlyph icon={{ type: 'phone' }} size={20} />
                <span className={styles.srOnly}>{t`Téléphone :`} </span>
                {contact.phone.text}
              </a>
            </li>
          )}
          {contact.email && (
            <li>
              <a href={contact.email.href} className={styles.brokerLink}>
                <IconGlyph icon={{ type: 'email' }} size={20} />
                <span className={styles.srOnly}>{t`Courriel :`} </span>
                {contact.email.text}
              </a>
            </li>
          )}
        </ul>
      )}
      {calculatorHref && (
        <p className={styles.calculator} data-print-hide="">
          <AppLink to={calculatorHref} className={styles.calculatorLink}>
            <IconGlyph icon={{ type: 'money' }} size={20} />
            {t`Calculer mes paiements hypothécaires`}
          </AppLink>
        </p>
      )}
      <div className={styles.form} data-print-hide="">
        <ContactForm ident={`listing-${uls}`} labelledBy={headingId} defaultMessage={message} />
      </div>
    </aside>
  );
}
