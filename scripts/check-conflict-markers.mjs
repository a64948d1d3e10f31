// Fails when a file of the project still holds the markers of an unresolved merge: a comment
// or a Markdown file compiles and lints with them, so no other check would stop them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const MARKER = /^(<{7}|>{7})( |$)|^={7}$/;
const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
if (files.length === 0) {
  console.error('check-conflict-markers: git lists no file; run it from the project checkout');
  process.exit(1);
}
const found = [];
for (const file of process.argv.length > 2 ? process.argv.slice(2) : files) {
  if (!fs.existsSync(file) || /\.(png|jpe?g|webp|gif|ico|woff2?|ttf|pdf|zip|gz)$/i.test(file)) continue;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (MARKER.test(line.replace(/^\s*\*?\s?/, ''))) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
}
if (found.length) {
  console.error(`Unresolved merge markers:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`No merge markers in ${files.length} files.`);
