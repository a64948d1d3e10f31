/**
 * Test helpers for the lead-form blocks (alert, valuation): the fixture backend, a clean page
 * before each test and the block rendered on the broker's site.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach } from 'vitest';
import { clearSubmissions } from '../api/fixture/core';
import type { AnyBlockDefinition } from '../engine/registry';
import type { Locale } from '../engine/schemas';
import { useCaptcha } from '../stores/captcha';
import { useContactInfo } from '../stores/contact-info';
import { resetFilterData } from '../stores/filter-data';
import { type SiteData, SiteDataProvider } from '../stores/site-data';
import { preloadMasks } from '../ui/form-fields/MaskedField';
import { type Example, renderable } from './blocks';
import { coreFixtureHandler, mswServerForFile } from './msw';
import { TEST_SITE } from './render';

/** No delay between keystrokes: the flows are long and the machines are shared. */
export const leadFormUser = () => userEvent.setup({ delay: null });

/**
 * For a file of lead-form tests: the fixture backend answers the core API; before each test no
 * draft, no filter data, no submission, an empty contact store and a captcha that answers at once;
 * the input masks loaded once, as the first interaction in a browser would load them.
 */
export function prepareLeadFormTests(): void {
  mswServerForFile(coreFixtureHandler());
  beforeEach(() => {
    sessionStorage.clear();
    resetFilterData();
    clearSubmissions();
    useContactInfo.setState({ firstname: '', lastname: '', email: '', phone: '' });
    useCaptcha.setState({ requests: {}, executor: async () => 'local-captcha.test' });
  });
  beforeAll(async () => {
    await preloadMasks();
  });
}

/** Renders a lead-form block's example on a site (the fixture's broker site by default). */
export async function renderLeadForm(
  def: AnyBlockDefinition,
  example: Example,
  locale: Locale,
  site: SiteData = TEST_SITE,
) {
  return render(<SiteDataProvider value={site}>{await renderable(def, example, locale)}</SiteDataProvider>);
}
