/**
 * The hostile content backend as a process of its own (`node --import tsx tests/hostile/serve.ts`):
 * its large answers are made and written there, so the test's own timings measure the site only.
 * Prints `hostile backend on <url>` once it listens; stops on SIGTERM.
 */
import { startHostileBackend } from './backend';
import { prepareAll } from './corpus';

prepareAll();
const backend = await startHostileBackend();
console.log(`hostile backend on ${backend.url}`);
process.on('SIGTERM', () => {
  void backend.stop().then(() => process.exit(0));
});
