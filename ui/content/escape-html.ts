const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The text escaped whole, for an element's content or a quoted attribute value: markup shows as
 * text. A module of its own, so that the document's server markup (site/root/server-extras.tsx)
 * uses it without loading the sanitiser.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
