import { describe, expect, it } from 'vitest';
import { resolveAssetUrl } from './assets';

describe('resolveAssetUrl (spec 2 §9)', () => {
  const base = 'https://cms.example.com/assets/';
  it('prefixes relative content paths with the assets base', () => {
    expect(resolveAssetUrl('properties/house-07.svg', base)).toBe(
      'https://cms.example.com/assets/properties/house-07.svg',
    );
    expect(resolveAssetUrl('/uploads/a.jpg', base)).toBe('https://cms.example.com/assets/uploads/a.jpg');
    expect(resolveAssetUrl('a.jpg', '/fixture-api/cms/assets')).toBe('/fixture-api/cms/assets/a.jpg');
  });
  it('keeps /resources/ paths and absolute http(s) URLs', () => {
    expect(resolveAssetUrl('/resources/rewards/light/fr/titan.svg', base)).toBe(
      '/resources/rewards/light/fr/titan.svg',
    );
    expect(resolveAssetUrl('https://img.example.org/x.png', base)).toBe('https://img.example.org/x.png');
    expect(resolveAssetUrl('HTTP://img.example.org/x.png', base)).toBe('HTTP://img.example.org/x.png');
  });
});
