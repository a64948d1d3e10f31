// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import def from './index';
import { contactHref } from './infos';

const [office, withUnknown] = await examplesOf(def);
afterEach(() => vi.restoreAllMocks());

describe('contact infos block', () => {
  it('links phone, email and address, and shows hours as text', async () => {
    render(await renderable(def, office!));
    expect(screen.getByRole('link', { name: '(514) 555-0140' })).toHaveAttribute('href', 'tel:5145550140');
    expect(screen.getByRole('link', { name: 'plateau@example.com' })).toHaveAttribute(
      'href',
      'mailto:plateau@example.com',
    );
    expect(screen.getByRole('link', { name: /4520, rue Saint-Denis/ }).getAttribute('href')).toMatch(
      /destination=4520%2C%20rue/,
    );
    expect(screen.getByText('Lundi au vendredi, 9 h à 18 h').tagName).toBe('DD');
  });

  it('skips an unknown key with a warning instead of failing the block', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(await renderable(def, withUnknown!));
    expect(screen.getByText('Télécopieur')).toBeInTheDocument();
    expect(screen.queryByText('1234')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('unknown contact-info keys'),
      expect.objectContaining({ keys: ['pager'] }),
    );
  });

  it('never links an unsafe website', () => {
    expect(contactHref('website', 'javascript:alert(1)')).toBeUndefined();
    expect(contactHref('website', 'https://example.com')).toBe('https://example.com');
    // Through the one link checker: credentials, spaces or a plain-HTTP address are refused.
    expect(contactHref('website', 'https://user@elsewhere.example')).toBeUndefined();
    expect(contactHref('website', 'https://exa mple.com')).toBeUndefined();
    expect(contactHref('website', 'http://example.com')).toBeUndefined();
    expect(contactHref('email', 'not an email')).toBeUndefined();
  });
});
