import { describe, expect, it } from 'vitest';
import { clampFrameHeight, frameAllowed, frameSrc, heightOfMessage } from './frame';

describe('property iframe rules', () => {
  it('keeps the URL’s path, hash and own query, then the defaults, then the content’s parameters', () => {
    expect(
      frameSrc('https://search.example.com/fr/?lang=fr#list', '/fr/a?b=1', [{ key: 'desjCalc', value: '1' }]),
    ).toBe(
      'https://search.example.com/fr/?lang=fr&model=v5&pub=0&desjPub=0&desjCalc=1&shareUrl=%2Ffr%2Fa%3Fb%3D1#list',
    );
    expect(frameSrc('/local/search', '/en', [{ key: 'shareUrl', value: 'https://www.example.ca/en' }])).toBe(
      '/local/search?model=v5&pub=0&desjPub=0&desjCalc=0&shareUrl=https%3A%2F%2Fwww.example.ca%2Fen',
    );
  });

  it('allows configured origins, and this site only through self', () => {
    const src = 'https://search.example.com/fr?model=v5';
    expect(frameAllowed(src, ['https://search.example.com'])).toBe(true);
    expect(frameAllowed(src, ['https://search.example.com:8443'])).toBe(false);
    expect(frameAllowed(src, ["'self'"], 'https://www.example.ca')).toBe(false);
    expect(frameAllowed('/fixture-iframe/property-search', ["'self'"])).toBe(true);
    expect(frameAllowed('/fixture-iframe/property-search', ['https://www.example.ca'])).toBe(false);
    expect(frameAllowed('https://www.example.ca/search', ["'self'"], 'https://www.example.ca')).toBe(true);
    expect(frameAllowed('https://www.example.ca/search', [], 'https://www.example.ca')).toBe(false);
  });

  it('reads a height message, as an object or as JSON, and nothing else', () => {
    expect(heightOfMessage({ id: 'remaxIframeHeight', height: 900 })).toBe(900);
    expect(heightOfMessage('{"id":"remaxIframeHeight","height":901.5}')).toBe(901.5);
    expect(heightOfMessage({ id: 'remaxIframeHeight', height: 0 })).toBeNull();
    expect(heightOfMessage({ id: 'remaxIframeHeight', height: Number.NaN })).toBeNull();
    expect(heightOfMessage(`{"id":"remaxIframeHeight","height":1,"pad":"${'x'.repeat(2000)}"}`)).toBeNull();
    expect(heightOfMessage([{ id: 'remaxIframeHeight', height: 900 }])).toBeNull();
  });

  it('rounds up and clamps the height between the minimum and the cap', () => {
    expect(clampFrameHeight(900.1, 800)).toBe(901);
    expect(clampFrameHeight(10, 800)).toBe(800);
    expect(clampFrameHeight(50_000, 800)).toBe(20_000);
  });
});
