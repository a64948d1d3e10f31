import { describe, expect, it } from 'vitest';
import { createCoreClient } from '../../api/core/client';
import { EMPTY_FILTERS } from '../../api/core/search-query';
import type { PageResponse } from '../../engine/schemas';
import { LOCALES } from '../../engine/schemas/locales';
import { fixtureFetch } from '../../testing/core-fixture';
import { PageError } from '../page/route-error';
import { fetchListing, type ListingClients, SIMILAR_LISTINGS_MAX } from './data';
import { listingJsonLd } from './json-ld';
import { listingAddressOf, ownListingPath } from './paths';
import { brokerContactOf, calculatorHrefOf } from './shell';

const clientsWith = (fetch: typeof globalThis.fetch): ListingClients =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      createCoreClient({ baseUrl: 'http://core.test', micrositeId: 'm', siteKey: 'k', locale, fetch }),
    ]),
  ) as ListingClients;
const fixture = () => clientsWith(fixtureFetch() as typeof fetch);

describe('listing addresses', () => {
  it('reads the uls after the last hyphen, in either language', () => {
    expect(listingAddressOf('/fr/proprietes/maison-a-vendre-laval-10002280')).toEqual({
      locale: 'fr',
      uls: '10002280',
      slug: 'maison-a-vendre-laval',
    });
    expect(listingAddressOf('/en/properties/10002280/')).toEqual({ locale: 'en', uls: '10002280', slug: '' });
    expect(listingAddressOf('/fr/proprietes')).toBeNull();
    expect(listingAddressOf('/fr/proprietes/a/b-1')).toBeNull();
    expect(listingAddressOf('/en/proprietes/x-1')).toBeNull();
  });

  it("keeps the core API's address only when it names the same listing on this site", () => {
    expect(ownListingPath('/fr/proprietes/condo-12', 'fr', '12')).toBe('/fr/proprietes/condo-12');
    expect(ownListingPath('/fr/proprietes/condo-13', 'fr', '12')).toBeNull();
    expect(ownListingPath('/en/properties/condo-12', 'fr', '12')).toBeNull();
    expect(ownListingPath('https://evil.example/fr/proprietes/condo-12', 'fr', '12')).toBeNull();
    expect(ownListingPath('javascript:alert(1)', 'fr', '12')).toBeNull();
  });
});

describe('fetchListing', () => {
  it('gives the tooltip data with the place, transaction and similar listings of the other calls', async () => {
    const listing = await fetchListing(fixture(), '10002280', 'fr');
    expect(listing).toMatchObject({
      uls: '10002280',
      paths: {
        fr: '/fr/proprietes/maison-a-vendre-saint-constant-10002280',
        en: '/en/properties/house-for-sale-saint-constant-10002280',
      },
      address: '3475, avenue des Geais-Bleus',
      municipality: 'Saint-Constant',
      type: 'maison',
      typeLabel: 'Maison',
      price: 660900,
      rent: false,
      sold: false,
      specs: { bed: 4, bath: 2, area: 2080 },
      coords: { lat: 45.371445, lng: -73.550737 },
    });
    expect(listing.images.length).toBeGreaterThan(1);
    expect(listing.similar.length).toBeGreaterThan(0);
    expect(listing.similar.length).toBeLessThanOrEqual(SIMILAR_LISTINGS_MAX);
    expect(listing.similar.map((c) => c.hover_id)).not.toContain('10002280');
    expect(new Set(listing.similar.map((c) => c.secondary_title))).toEqual(new Set(['Saint-Constant']));
    expect(new Set(listing.similar.map((c) => c.super_title))).toEqual(new Set(['Maison']));
  });

  it('picks the similar listings nearest in price', async () => {
    const listing = await fetchListing(fixture(), '10002280', 'fr');
    const answer = await fixture().fr.fetchPropertiesMap(
      { ...EMPTY_FILTERS, mun: ['67035'], type: ['maison'] },
      'price_asc',
    );
    const distance = (uls: string) =>
      Math.abs((answer.propertiesMap.find((m) => m.hover_id === uls)?.price ?? 0) - listing.price);
    const shown = listing.similar.map((c) => distance(c.hover_id));
    const others = answer.propertiesMap
      .filter((m) => m.hover_id !== listing.uls && !listing.similar.some((c) => c.hover_id === m.hover_id))
      .map((m) => distance(m.hover_id));
    expect(Math.max(...shown)).toBeLessThanOrEqual(Math.min(...others, Number.POSITIVE_INFINITY));
  });

  it('knows a rental and a sold property from the listing call', async () => {
    expect((await fetchListing(fixture(), '10042030', 'en')).rent).toBe(true);
    const sold = await fetchListing(fixture(), '10131589', 'fr');
    expect(sold.sold).toBe(true);
    expect(sold.tags.map((t) => t.name.fr)).toContain('Vendu');
  });

  it('answers an unknown listing with the 404 page, a broken core API with 502, a late one with 504', async () => {
    const status = (clients: ListingClients) =>
      fetchListing(clients, '10002280', 'fr').then(
        () => 200,
        (error: unknown) => (error instanceof PageError ? error.status : -1),
      );
    expect(await fetchListing(fixture(), '99999999', 'fr').catch((e: PageError) => e.status)).toBe(404);
    const down = (async () => {
      throw new TypeError('connection refused');
    }) as typeof fetch;
    expect(await status(clientsWith(down))).toBe(502);
    const nonsense = (async () =>
      new Response('{"data": {"price": "free"}}', { status: 200 })) as typeof fetch;
    expect(await status(clientsWith(nonsense))).toBe(502);
    const late = (async () => {
      throw new DOMException('late', 'TimeoutError');
    }) as typeof fetch;
    expect(await status(clientsWith(late))).toBe(504);
  });
});

describe('the broker and the calculator from the site frame', () => {
  const frame = (footerLinks: string[]) =>
    ({
      header: [],
      footer: [
        {
          block_type: 'footer_classic',
          fields: {
            icon_links_repeater: footerLinks.map((url) => ({
              link: { url: { fr: url }, text: { fr: 'Lien' } },
            })),
          },
        },
      ],
    }) as unknown as PageResponse;
  it('reads phone and email from contact links, a call link first', () => {
    expect(brokerContactOf(frame(['sms:+15145550000', 'tel:+15145550123', 'mailto:a@b.ca']), 'fr')).toEqual({
      phone: { href: 'tel:+15145550123', text: '+15145550123' },
      email: { href: 'mailto:a@b.ca', text: 'a@b.ca' },
    });
    expect(brokerContactOf(frame(['javascript:alert(1)', '/fr/contact']), 'fr')).toEqual({});
  });

  it('links the calculator at the price only where the site links its calculator', async () => {
    const listing = await fetchListing(fixture(), '10002280', 'fr');
    expect(calculatorHrefOf(frame(['/fr/calculatrice-hypothecaire']), listing, 'fr')).toBe(
      '/fr/calculatrice-hypothecaire?prix=660900',
    );
    expect(calculatorHrefOf(frame([]), listing, 'fr')).toBeNull();
    const english = await fetchListing(fixture(), '10002280', 'en');
    const en = { ...frame([]), footer: [{ fields: { l: { url: { fr: '/en/mortgage-calculator' } } } }] };
    expect(calculatorHrefOf(en as unknown as PageResponse, english, 'en')).toBe(
      '/en/mortgage-calculator?price=660900',
    );
  });
});

describe('listingJsonLd', () => {
  it('names the price in CAD and the postal address, and the breadcrumb ends on the listing', async () => {
    const listing = await fetchListing(fixture(), '10002280', 'fr');
    const [main, crumbs] = listingJsonLd(listing, {
      locale: 'fr',
      origin: 'https://site.example',
      images: [],
      title: 'T',
      description: 'D',
      names: { home: 'Accueil', search: 'Propriétés' },
    });
    expect(main).toMatchObject({
      '@type': 'RealEstateListing',
      offers: { '@type': 'Offer', price: 660900, priceCurrency: 'CAD' },
      about: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '3475, avenue des Geais-Bleus',
          addressLocality: 'Saint-Constant',
        },
      },
    });
    expect((crumbs as { itemListElement: { item: string }[] }).itemListElement.at(-1)?.item).toBe(
      'https://site.example/fr/proprietes/maison-a-vendre-saint-constant-10002280',
    );
  });
});
