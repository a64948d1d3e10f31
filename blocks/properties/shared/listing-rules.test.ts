import { describe, expect, it } from 'vitest';
import { propertiesExtraCard, searchHref, showSeeAll, sliderExtraCard } from './listing-rules';

describe('listing block rules', () => {
  it('properties: a filler card after exactly 3 listings, never otherwise', () => {
    expect([0, 1, 2, 3, 4, 12].map(propertiesExtraCard)).toEqual([null, null, null, 'filler', null, null]);
  });

  it('sliders: see more when the total exceeds the count, else a filler for 3 or fewer or a stale total', () => {
    expect(sliderExtraCard(8, 216)).toBe('see-more');
    expect(sliderExtraCard(3, 4)).toBe('see-more');
    expect(sliderExtraCard(3, 3)).toBe('filler');
    expect(sliderExtraCard(1, 1)).toBe('filler');
    expect(sliderExtraCard(6, 6)).toBeNull();
    // More listings came back than the total says: the row is rounded out, no see-more.
    expect(sliderExtraCard(6, 5)).toBe('filler');
  });

  it('see all: more than one property and not turned off', () => {
    expect(showSeeAll(2, undefined)).toBe(true);
    expect(showSeeAll(2, true)).toBe(true);
    expect(showSeeAll(1, undefined)).toBe(false);
    expect(showSeeAll(0, true)).toBe(false);
    expect(showSeeAll(500, false)).toBe(false);
  });

  it('see all and see more lead to the search page with the block’s filters, in the locale', () => {
    expect(searchHref({ mun: ['58007'], type: ['condo'], price_min: 300000 }, 'fr')).toBe(
      '/fr/proprietes?mun=58007&type=condo&price_min=300000',
    );
    expect(searchHref({ forSaleForRent: 'rent', open_house: true }, 'en')).toBe(
      '/en/properties?forSaleForRent=rent&open_house=1',
    );
    expect(searchHref(undefined, 'fr')).toBe('/fr/proprietes');
  });
});
