import fs from 'node:fs';

export interface PoEntry {
  msgid: string;
  msgstr: string;
  /** Lingui's `context`, which makes the same French text a different message. */
  msgctxt?: string;
  origins: string[];
}

const unquote = (line: string) => JSON.parse(line.trim()) as string;

/** A minimal reader of gettext catalogs as Lingui writes them (no plurals in msgid_plural form). */
export function readPo(file: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | null = null;
  let field: 'msgid' | 'msgstr' | 'msgctxt' | null = null;
  const flush = () => {
    if (current && current.msgid !== '') entries.push(current);
    current = null;
    field = null;
  };
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#:')) {
      current ??= { msgid: '', msgstr: '', origins: [] };
      current.origins.push(line.slice(2).trim());
    } else if (line.startsWith('msgctxt ')) {
      current ??= { msgid: '', msgstr: '', origins: [] };
      current.msgctxt = unquote(line.slice(8));
      field = 'msgctxt';
    } else if (line.startsWith('msgid ')) {
      current ??= { msgid: '', msgstr: '', origins: [] };
      current.msgid = unquote(line.slice(6));
      field = 'msgid';
    } else if (line.startsWith('msgstr ')) {
      current ??= { msgid: '', msgstr: '', origins: [] };
      current.msgstr = unquote(line.slice(7));
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    }
  }
  flush();
  return entries;
}
