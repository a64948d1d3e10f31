import { checkLinkUrl } from '../../../ui/content/link-url';
import { mapsDirectionsUrl } from '../../../ui/maps-link';

/** The contact-info keys this version knows; any other key is skipped with a warning. */
export const CONTACT_INFO_KEYS = ['phone', 'email', 'address', 'hours', 'fax', 'website'] as const;
export type ContactInfoKey = (typeof CONTACT_INFO_KEYS)[number];

export const isContactInfoKey = (key: string): key is ContactInfoKey =>
  (CONTACT_INFO_KEYS as readonly string[]).includes(key);

/** Where a contact value leads, if anywhere: phone and fax dial, email writes, address gives directions. */
export function contactHref(key: ContactInfoKey, value: string): string | undefined {
  switch (key) {
    case 'phone':
    case 'fax': {
      const digits = value.replace(/[^\d+]/g, '');
      return digits ? `tel:${digits}` : undefined;
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? `mailto:${value.trim()}` : undefined;
    case 'address':
      return mapsDirectionsUrl(value);
    case 'website': {
      // Through the one link checker; a website is an https address on a real host name.
      const checked = checkLinkUrl(value);
      return checked.ok && checked.kind === 'external' && /^https:/i.test(checked.href)
        ? checked.href
        : undefined;
    }
    default:
      return undefined;
  }
}
