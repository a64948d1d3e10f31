// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../../engine/registry';
import { BlockList } from '../../../engine/renderer';
import { LocaleProvider } from '../../../stores/locale';
import { type SiteData, SiteDataProvider } from '../../../stores/site-data';
import { examplesOf } from '../../../testing/blocks';
import { withProviders } from '../../../testing/render';
import spacer from '../../layout/spacer';
import def from './index';

const [withMedia, titled] = await examplesOf(def);
const registry = createRegistry([def, spacer]);
// Loaded once up front: the block's module (with the contact form) is split from the page.
await def.load();
await spacer.load();
const site = (siteType: 'broker' | 'agency') => ({ siteType }) as SiteData;

function page(hero: unknown, siteType: 'broker' | 'agency' = 'broker') {
  return withProviders(
    <SiteDataProvider value={site(siteType)}>
      <LocaleProvider locale="fr">
        <BlockList
          registry={registry}
          blocks={[hero as never, { block_type: 'spacer', block_params: { height: 48 }, fields: {} }]}
        />
      </LocaleProvider>
    </SiteDataProvider>,
  );
}

const nextBlockOverlap = () =>
  (document.querySelector('[data-block-type="spacer"]') as HTMLElement).style.getPropertyValue(
    '--overlap-top',
  );

afterEach(() => vi.restoreAllMocks());

describe('landing hero 1', () => {
  it('puts the contact form beside the title, titled for the site type', async () => {
    render(page(withMedia!, 'agency'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Écrivez-nous' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Trouvons ensemble votre première maison',
    );
    expect(screen.getByLabelText(/Prénom/)).toBeInTheDocument();
  });

  it('uses the content’s form title when it has one', async () => {
    render(page(titled!, 'broker'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demandez votre évaluation' }),
    ).toBeInTheDocument();
  });

  it('gives the next block an overlap of 64 on small screens', async () => {
    render(page(withMedia!));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(nextBlockOverlap()).toBe('64px'));
  });

  it('gives the next block the form height minus the infos height on large screens', async () => {
    window.matchMedia = vi.fn(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      if (this.querySelector('form')) return 600;
      if (this.querySelector('h1')) return 500;
      return 0;
    });
    render(page(withMedia!));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(nextBlockOverlap()).toBe('100px'));
  });
});
