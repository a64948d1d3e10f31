import type { Image, Locale } from '../../engine/schemas';

/** The picture an office shows when it has none for the page's locale. */
export const DEFAULT_OFFICE_IMAGE: Image = {
  media: {
    fr: { url: '/resources/offices/default-office.svg', alt: '', width: 800, height: 533 },
    en: { url: '/resources/offices/default-office.svg', alt: '', width: 800, height: 533 },
  },
};

/**
 * An office's image in `locale`: its own when it has one for that locale, else the default one. A
 * picture of another locale is not used: its alternative text would be in the wrong language.
 */
export function officeImage(image: Image | undefined, locale: Locale): Image {
  return image?.media[locale] ? image : DEFAULT_OFFICE_IMAGE;
}
