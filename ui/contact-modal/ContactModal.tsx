import { useLingui } from '@lingui/react/macro';
import type { SiteType } from '../../engine/schemas';
import type { ContactRecipient } from '../../stores/contact-modal';
import { useSiteData } from '../../stores/site-data';
import { ContactForm } from '../contact-form/ContactForm';
import type { ContactModalSlotProps } from '../layers/ContactModalSlot';
import { Modal } from '../modal';
import styles from './ContactModal.module.css';

/** Captcha request and draft name of the modal's form. */
export const CONTACT_MODAL_IDENT = 'contact-modal';

/**
 * The title speaks in the first person when the recipient is an individual (a broker) or the site is
 * a broker's own site, in the plural otherwise.
 */
export function isFirstPerson(recipient: ContactRecipient | null, siteType: SiteType | undefined): boolean {
  return recipient?.type === 'broker' || siteType === 'broker';
}

/** The contact modal: a contact form for the site or for a named recipient, in the contact-modal layer. */
export default function ContactModal({ open, recipient, opener, onClose }: ContactModalSlotProps) {
  const { t } = useLingui();
  const site = useSiteData();
  const firstPerson = isFirstPerson(recipient, site?.siteType);
  const title = firstPerson ? t`Écrivez-moi` : t`Écrivez-nous`;
  const name = recipient?.name;
  return (
    <Modal open={open} onClose={onClose} title={title} returnFocus={opener} layer="contactModal" size="md">
      <div className={styles.body}>
        <p className={styles.intro}>
          {name
            ? t`Votre message sera transmis à ${name}.`
            : firstPerson
              ? t`Laissez-moi un message, je vous réponds rapidement.`
              : t`Laissez-nous un message, nous vous répondons rapidement.`}
        </p>
        <ContactForm ident={CONTACT_MODAL_IDENT} recipient={recipient} />
      </div>
    </Modal>
  );
}
