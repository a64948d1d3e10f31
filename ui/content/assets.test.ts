import { describe, expect, it } from 'vitest';
import { resolveAssetUrl } from './assets';

describe('resolveAssetUrl', () => {
  const base = 'https://cms.example.com/assets/';
  it('prefixes relative content paths with the assets base', () => {
    expect(resolveAssetUrl('properties/house-07.svg', base)).toBe(
      'https://cms.example.com/assets/properties/house-07.svg',
    );
    expect(resolveAssetUrl('/uploads/a.jpg', base)).toBe('https://cms.example.com/assets/uploads/a.jpg');
    expect(resolveAssetUrl('a.jpg', '/fixture-api/cms/assets')).toBe('/fixture-api/cms/assets/a.jpg');
  });

  it('keeps /resources/ paths and absolute http(s) URLs on the assets origin', () => {
    expect(resolveAssetUrl('/resources/rewards/light/fr/titan.svg', base)).toBe(
      '/resources/rewards/light/fr/titan.svg',
    );
    expect(resolveAssetUrl('https://cms.example.com/other/x.png', base)).toBe(
      'https://cms.example.com/other/x.png',
    );
    expect(resolveAssetUrl('HTTPS://CMS.example.com/x.png', base)).toBe('HTTPS://CMS.example.com/x.png');
  });

  it.each([
    'https://img.example.org/x.png',
    'http://cms.example.com.elsewhere.example/x.png',
    '//elsewhere.example/x.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'java\tscript:alert(1)',
    'photos/a b.jpg',
  ])('gives no address for %s (issue 18: no foreign reference, no script URL)', (url) => {
    expect(resolveAssetUrl(url, base)).toBe('');
  });

  it('takes no absolute URL at all when the assets base is a path of this site', () => {
    expect(resolveAssetUrl('https://img.example.org/x.png', '/fixture-api/cms/assets/')).toBe('');
  });
});
