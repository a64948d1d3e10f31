// `npm run generate:checks`: writes the core API's answer checks (api/core/answer-checks.source.ts).
import fs from 'node:fs';
import path from 'node:path';
import { answerChecksFiles } from '../api/core/answer-checks.source';

for (const [file, source] of answerChecksFiles()) {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  console.log(`${file}: ${before === source ? 'unchanged' : 'written'} (${source.length} characters)`);
}
