// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureFetch } from '../api/fixture/core-test-kit';
import { resetFilterData, useMunicipalities, useSearchFilterData } from './filter-data';
import { type SiteData, SiteDataProvider } from './site-data';

const SITE: SiteData = {
  siteId: '101',
  siteType: 'broker',
  micrositeId: 'julie-tremblay',
  siteKey: 'pk_fixture_broker',
  recaptchaSiteKey: 'local-captcha-site-key',
  production: false,
  alternatePaths: [],
  variant: null,
};

/** Renders `useData` and lists the status of each render. */
function statusesOf(useData: () => { status: string }) {
  const seen: string[] = [];
  function Probe() {
    seen.push(useData().status);
    return null;
  }
  render(
    <SiteDataProvider value={SITE}>
      <Probe />
    </SiteDataProvider>,
  );
  return seen;
}

beforeEach(() => {
  resetFilterData();
  vi.stubGlobal('fetch', fixtureFetch());
});
afterEach(() => vi.unstubAllGlobals());

describe('shared filter data', () => {
  it('does not draw a lead form again when the municipalities start loading, only when they come', async () => {
    const seen = statusesOf(() => useMunicipalities());
    await waitFor(() => expect(seen.at(-1)).toBe('ready'));
    expect(seen).toEqual(['idle', 'ready']);
  });

  it('tells a search bar that its data loads', async () => {
    const seen = statusesOf(() => useSearchFilterData());
    await waitFor(() => expect(seen.at(-1)).toBe('ready'));
    expect(seen).toEqual(['idle', 'loading', 'ready']);
  });
});
