// `npm run generate:checks`: writes the core API's answer checks (api/core/answer-checks.source.ts)
// and the lead forms' field checks (domain/lead-form-checks.source.ts).
import fs from 'node:fs';
import path from 'node:path';
import { answerChecksFiles } from '../api/core/answer-checks.source';
import { LEAD_FORM_CHECKS_FILE, leadFormChecksFile } from '../domain/lead-form-checks.source';

const files = new Map([...answerChecksFiles(), [LEAD_FORM_CHECKS_FILE, leadFormChecksFile()]]);
for (const [file, source] of files) {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  console.log(`${file}: ${before === source ? 'unchanged' : 'written'} (${source.length} characters)`);
}
