// @vitest-environment jsdom
/**
 * Every `message` event listener of the code base checks who sent the message (issue 7): this
 * test finds them all in the sources, requires each to be listed here with the tests that cover
 * it, and exercises the edit-mode listener's checks (sender is the parent frame, origin is the
 * content backend's). A new listener fails this test until it is checked and tested.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { pageLists, useEditOverrides } from '../../editor/edit-mode/overrides';
import { useParentActions } from '../../editor/edit-mode/parent-actions';

const SOURCE_DIRS = ['engine', 'ui', 'blocks', 'stores', 'api', 'site', 'editor'];
const LISTENER = /addEventListener\(\s*['"`]message['"`]|\.onmessage\s*=|\bon\(\s*['"`]message['"`]/;

/** Each listener and the tests that send it messages from allowed and refused senders. */
const CHECKED_LISTENERS: Record<string, string[]> = {
  'editor/edit-mode/parent-actions.ts': [
    'tests/fault/message-listeners.test.tsx',
    'tests/e2e/quality-security.spec.ts',
    'tests/e2e/edit-mode.spec.ts',
  ],
  // Height of the property search page: its frame's origin and window only.
  'blocks/properties/iframe/useFrameHeight.ts': [
    'blocks/properties/iframe/PropertyIframe.test.tsx',
    'tests/e2e/property-iframe.spec.ts',
  ],
};

/**
 * Messages between the server and its own worker threads (node:worker_threads): no browser, no
 * origin, no sender but our own code. Listed by name, so that any other listener is still caught.
 */
const WORKER_THREAD_FILES = new Set(['site/server/sanitize-runner.ts', 'site/server/sanitize-worker.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.|\.spec\./.test(entry.name) ? [full] : [];
  });
}

describe('message listeners', () => {
  const found = SOURCE_DIRS.flatMap(sourceFiles).filter(
    (file) => !WORKER_THREAD_FILES.has(file) && LISTENER.test(fs.readFileSync(file, 'utf8')),
  );

  it('leaves out only worker-thread channels, which do use node:worker_threads', () => {
    for (const file of WORKER_THREAD_FILES)
      expect(fs.readFileSync(file, 'utf8')).toMatch(/node:worker_threads/);
  });

  it('are all known, each checks the origin of the message, each has tests', () => {
    expect(found.length).toBeGreaterThan(0);
    for (const file of found) {
      const tests = CHECKED_LISTENERS[file];
      expect(tests, `${file} listens to messages: check event.origin and add its tests here`).toBeDefined();
      expect(fs.readFileSync(file, 'utf8'), `${file} compares the sender's origin`).toMatch(/\.origin\b/);
      for (const t of tests ?? []) expect(fs.existsSync(t), t).toBe(true);
    }
  });
});

function Listener({ origin }: { origin: string }) {
  useParentActions(origin);
  return null;
}

describe('edit-mode parent actions', () => {
  const CMS = 'https://cms.example.com';
  const realParent = Object.getOwnPropertyDescriptor(window, 'parent');
  /** A stand-in for the framing window: the page is "framed" for this test. */
  const parentWindow = new EventTarget() as unknown as Window;
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parentWindow });
  afterAll(() => {
    if (realParent) Object.defineProperty(window, 'parent', realParent);
  });

  const action = (value: string) => ({
    source: 'brokerage-cms',
    type: 'block:set-color-scheme',
    path: 'content.blocks.0',
    value,
  });
  const post = (data: unknown, origin: string, source: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  it('obeys the parent frame at the content backend origin only', () => {
    pageLists.set('content.blocks', [{ block_type: 'spacer' }]);
    render(<Listener origin={CMS} />);
    const scheme = () => useEditOverrides.getState().schemes['content.blocks.0'];

    post(action('inverted'), 'https://evil.example', parentWindow);
    expect(scheme(), 'another origin').toBeUndefined();
    post(action('inverted'), CMS, window);
    expect(scheme(), 'not the parent frame').toBeUndefined();
    post(action('inverted'), CMS, null);
    expect(scheme(), 'no sender').toBeUndefined();

    post(action('inverted'), CMS, parentWindow);
    expect(scheme()).toBe('inverted');
  });
});
