/** The message being written in a contact form, kept in session storage until it is sent. */
const key = (ident: string) => `contact-form-draft:${ident}`;

export function readDraft(ident: string): string {
  try {
    return sessionStorage.getItem(key(ident)) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(ident: string, message: string): void {
  try {
    if (message) sessionStorage.setItem(key(ident), message);
    else sessionStorage.removeItem(key(ident));
  } catch {
    // Storage refused: the draft lives in the form only.
  }
}

export function clearDraft(ident: string): void {
  saveDraft(ident, '');
}
