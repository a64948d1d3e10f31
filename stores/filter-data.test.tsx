// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { coreFixtureHandler, mswServerForFile } from '../testing/msw';
import { TEST_SITE } from '../testing/render';
import { resetFilterData, useMunicipalities, useSearchFilterData } from './filter-data';
import { SiteDataProvider } from './site-data';

mswServerForFile(coreFixtureHandler());

/** The status each render of a probe saw, in order. */
let seen: string[] = [];

function MunicipalitiesProbe() {
  seen.push(useMunicipalities().status);
  return null;
}

function SearchFiltersProbe() {
  seen.push(useSearchFilterData().status);
  return null;
}

const renderInSite = (probe: ReactElement) =>
  render(<SiteDataProvider value={TEST_SITE}>{probe}</SiteDataProvider>);

beforeEach(() => {
  seen = [];
  resetFilterData();
});

describe('shared filter data', () => {
  it('does not draw a lead form again when the municipalities start loading, only when they come', async () => {
    renderInSite(<MunicipalitiesProbe />);
    await waitFor(() => expect(seen.at(-1)).toBe('ready'));
    expect(seen).toEqual(['idle', 'ready']);
  });

  it('tells a search bar that its data loads', async () => {
    renderInSite(<SearchFiltersProbe />);
    await waitFor(() => expect(seen.at(-1)).toBe('ready'));
    expect(seen).toEqual(['idle', 'loading', 'ready']);
  });
});
