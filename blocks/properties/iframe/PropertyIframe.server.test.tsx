// @vitest-environment node
/**
 * The server's HTML: the frame is in place with its full src (computable from the request's path),
 * and a frame whose origin configuration does not allow is left out, with one warning per origin.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../../../api/config';
import { type Example, examplesOf, renderable } from '../../../testing/blocks';
import { TEST_CONFIG } from '../../../testing/render';
import { StaticRouter } from '../../../ui/navigation/navigation';
import def from './index';

const [byDefault] = await examplesOf(def);

async function html(example: Example, config: PublicConfig, location = '/fr/recherche-externe?ville=laval') {
  const element = await renderable(def, example, 'fr', {}, { config });
  return renderToString(<StaticRouter location={location}>{element}</StaticRouter>);
}

afterEach(() => vi.restoreAllMocks());

describe('property_iframe on the server', () => {
  it('renders the frame in place, its src carrying the request’s path as shareUrl', async () => {
    const out = await html(byDefault!, { ...TEST_CONFIG, propertyIframeOrigins: ["'self'"] });
    const src =
      '/fixture-iframe/property-search?lang=fr&amp;model=v5&amp;pub=0&amp;desjPub=0&amp;desjCalc=0&amp;shareUrl=%2Ffr%2Frecherche-externe%3Fville%3Dlaval';
    expect(out).toContain(`src="${src}"`);
    expect(out).toMatch(
      /<iframe[^>]*title="Recherche de propriétés"[^>]*loading="lazy"|<iframe[^>]*loading="lazy"[^>]*title="Recherche de propriétés"/,
    );
    expect(out).toContain('Ouvrir la recherche dans un nouvel onglet');
  });

  it('leaves out a frame the CSP would block, and says so once per origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const elsewhere: Example = { ...byDefault!, fields: { url: { fr: 'https://refuse.example.com/fr' } } };
    for (let i = 0; i < 3; i++) {
      const out = await html(elsewhere, TEST_CONFIG);
      expect(out).not.toContain('<iframe');
      expect(out).toContain('href="https://refuse.example.com/fr?model=v5');
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toEqual({ origin: 'https://refuse.example.com' });
  });
});
