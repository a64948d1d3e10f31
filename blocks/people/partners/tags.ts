import type { PartnerItem, PartnerTag } from '../../../domain';
import { type Locale, pickLocale } from '../../../engine/schemas/locales';

/** A tag's key in a locale: its name there, trimmed and without case, so spellings match. */
export const tagKey = (tag: PartnerTag, locale: Locale) =>
  (pickLocale(tag.name, locale) ?? '').trim().toLowerCase();

/** The tags of a list of partners, each once (first spelling and colours kept), in order of appearance. */
export function tagsOf(partners: readonly PartnerItem[], locale: Locale): { key: string; tag: PartnerTag }[] {
  const seen = new Map<string, PartnerTag>();
  for (const partner of partners)
    for (const tag of partner.tags_repeater ?? []) {
      const key = tagKey(tag, locale);
      if (key && !seen.has(key)) seen.set(key, tag);
    }
  return [...seen].map(([key, tag]) => ({ key, tag }));
}

/** The partners carrying a tag; all of them when no tag is chosen. */
export function partnersWithTag(
  partners: readonly PartnerItem[],
  key: string | null,
  locale: Locale,
): PartnerItem[] {
  if (key === null) return [...partners];
  return partners.filter((p) => (p.tags_repeater ?? []).some((tag) => tagKey(tag, locale) === key));
}
