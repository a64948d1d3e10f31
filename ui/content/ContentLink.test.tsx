// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Link } from '../../engine/schemas';
import { useContactModal } from '../../stores/contact-modal';
import { renderWithProviders } from '../../testing/render';
import { ContentLink } from './ContentLink';

const link = (over: Partial<Link> = {}): Link => ({
  url: { fr: '/fr/contact', en: '/en/contact' },
  text: { fr: 'Nous joindre', en: 'Contact us' },
  ...over,
});

describe('ContentLink', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useContactModal.setState({ open: false, recipient: null, opener: null });
  });
  afterEach(() => warn.mockRestore());

  it('renders the url and text of the page locale', () => {
    renderWithProviders(<ContentLink link={link()} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  });

  it('falls back to French when English is missing', () => {
    renderWithProviders(<ContentLink link={link({ url: { fr: '/fr/a' }, text: { fr: 'Voir' } })} />, {
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: 'Voir' })).toHaveAttribute('href', '/fr/a');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example.com',
    'vbscript:x',
  ])('never puts %j in an href, and warns', (url) => {
    const { container } = renderWithProviders(
      <ContentLink link={link({ url: { fr: url }, format_type: 'button' })} />,
    );
    expect(container.querySelector('[href]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Nous joindre')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[link] unsafe URL refused', { url });
  });

  it('opens new tabs with noopener and says so to screen readers', () => {
    renderWithProviders(
      <ContentLink link={link({ url: { fr: 'https://example.com' }, target: '_blank' })} />,
    );
    const a = screen.getByRole('link', { name: /Nous joindre.*nouvel onglet/ });
    expect(a).toHaveAttribute('target', '_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
  });

  it('places the icon on the side content asks for', () => {
    const { container } = renderWithProviders(
      <ContentLink link={link({ icon: { type: 'arrow-right', align: 'right' } })} />,
    );
    const a = container.querySelector('a')!;
    expect(a.lastElementChild?.getAttribute('data-icon')).toBe('arrow-right');
  });

  it('names an icon-only link with its text', () => {
    renderWithProviders(<ContentLink link={link({ format_type: 'icon', icon: { type: 'phone' } })} />);
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toBeInTheDocument();
  });

  it('carries its own colour scheme', () => {
    renderWithProviders(<ContentLink link={link({ format_type: 'button', color_scheme: 'inverted' })} />);
    expect(screen.getByRole('link')).toHaveAttribute('data-color-scheme', 'inverted');
  });

  it('opens the contact modal for its recipient instead of navigating', () => {
    renderWithProviders(
      <ContentLink
        link={link({
          on_click_action: {
            type: 'open_contact_modal',
            recipient_type: 'broker',
            recipient_slug: 'julie-tremblay',
            recipient_name: 'Julie Tremblay',
          },
        })}
      />,
    );
    const a = screen.getByRole('link', { name: 'Nous joindre' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    a.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const state = useContactModal.getState();
    expect(state.open).toBe(true);
    expect(state.recipient).toEqual({ type: 'broker', slug: 'julie-tremblay', name: 'Julie Tremblay' });
    expect(state.opener).toBe(a);
  });

  it('renders a button for an action without a URL, and print prints', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(<ContentLink link={link({ url: { fr: '' }, on_click_action: { type: 'print' } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nous joindre' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('ignores an unknown action with a warning and navigates normally', () => {
    renderWithProviders(<ContentLink link={link({ on_click_action: { type: 'launch_rocket' } })} />);
    const a = screen.getByRole('link', { name: 'Nous joindre' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    a.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledWith('[link] unknown click action ignored', { type: 'launch_rocket' });
    expect(useContactModal.getState().open).toBe(false);
  });
});
