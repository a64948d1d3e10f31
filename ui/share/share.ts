/**
 * Share links of a page: external social sites with the encoded full
 * URL, mail as a mailto link. Print is a button (it opens the browser's print dialog).
 */

export const SHARE_TARGETS = ['facebook', 'x', 'linkedin', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The address that shares `url` (absolute) titled `title` on a target. */
export function shareHref(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${text}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${text}&body=${u}`;
  }
}
