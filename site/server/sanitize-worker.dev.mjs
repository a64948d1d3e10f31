// The sanitiser worker in development and tests: its TypeScript source, through tsx (a worker does
// not inherit the `--import tsx` of its parent). The production build has `sanitize-worker.js`.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sanitize-worker.ts', import.meta.url);
