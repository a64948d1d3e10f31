/**
 * A second site server for the browser tests of one file or `describe`: the same production build as
 * Playwright's web server, started with its own environment (another site, QA disabled…) before
 * those tests and stopped after them.
 */
import { test } from '@playwright/test';
import { type RunningServer, startHookTimeout, startSite } from '../tests/fault/servers';

export interface SecondSiteHandle {
  /** Its origin, `http://127.0.0.1:<port>`; read inside a test or a hook that runs after the start. */
  readonly url: string;
}

/** Registers the hooks that start the site with `env` on a free port and stop it. */
export function secondSite(env: Record<string, string>): SecondSiteHandle {
  let running: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(startHookTimeout());
    running = await startSite(0, env);
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  return {
    get url() {
      if (!running) throw new Error('The second site is not started yet: read its url inside a test.');
      return running.url;
    },
  };
}

/** The agency fixture site (SITE_ID 201), beside the broker site Playwright serves. */
export const AGENCY_SITE = { SITE_ID: '201' } as const;
