// `npm run generate:checks`: writes the core API's answer checks (api/core/answer-checks.source.ts).
import fs from 'node:fs';
import { answerChecksSource, GENERATED_CHECKS_FILE } from '../api/core/answer-checks.source';

const source = answerChecksSource();
const before = fs.existsSync(GENERATED_CHECKS_FILE) ? fs.readFileSync(GENERATED_CHECKS_FILE, 'utf8') : '';
fs.writeFileSync(GENERATED_CHECKS_FILE, source);
console.log(
  `${GENERATED_CHECKS_FILE}: ${before === source ? 'unchanged' : 'written'} (${source.length} characters)`,
);
