// Fills English translations: `node scripts/i18n-set.mjs translations.json` where the file maps
// French source messages to English, e.g. { "Voir plus": "See more" }. Every English catalog entry
// with that msgid gets the translation; entries not in the file are left as they are.
import fs from 'node:fs';
import path from 'node:path';

const map = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const files = [];
const walk = (d) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const f = path.join(d, e.name);
    if (e.isDirectory()) walk(f);
    else if (f.endsWith('.po')) files.push(f);
  }
};
walk('locales/en');
let count = 0;
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('msgid "') || lines[i] === 'msgid ""') continue;
    let msgid = JSON.parse(lines[i].slice(6));
    let j = i + 1;
    while (lines[j]?.startsWith('"')) msgid += JSON.parse(lines[j++]);
    if (!(msgid in map) || !lines[j]?.startsWith('msgstr ')) continue;
    let k = j + 1;
    while (lines[k]?.startsWith('"')) k++;
    lines.splice(j, k - j, `msgstr ${JSON.stringify(map[msgid])}`);
    count++;
  }
  fs.writeFileSync(file, lines.join('\n'));
}
console.log(`${count} translations set`);
