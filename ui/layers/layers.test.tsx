// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCaptchaToken, useCaptcha } from '../../stores/captcha';
import { useContactModal } from '../../stores/contact-modal';
import { type SiteData, SiteDataProvider } from '../../stores/site-data';
import { withProviders } from '../../testing/render';
import { ContactModalSlot, type ContactModalSlotProps } from './ContactModalSlot';
import { LAYER_IDS } from './ids';
import { SiteLayers } from './SiteLayers';
import { VariantIndicator } from './VariantIndicator';

const site = (variant: SiteData['variant']): SiteData => ({
  siteId: '1',
  siteType: 'broker',
  micrositeId: 'm',
  siteKey: 'k',
  recaptchaSiteKey: 'local-captcha-site-key',
  production: false,
  alternatePaths: [],
  variant,
});

function Probe({ open, recipient, onClose }: ContactModalSlotProps) {
  return (
    <div data-testid="probe" data-open={String(open)} data-recipient={recipient?.name ?? ''}>
      <button type="button" onClick={onClose}>
        x
      </button>
    </div>
  );
}

beforeEach(() => useCaptcha.setState({ requests: {}, executor: null, awaited: false }));

const layers = () =>
  render(
    withProviders(
      <SiteDataProvider value={site(null)}>
        <SiteLayers />
      </SiteDataProvider>,
    ),
  );

describe('site layers', () => {
  it('load the captcha layer only once a form is on screen', async () => {
    const { container } = layers();
    const captcha = container.querySelector(`#${LAYER_IDS.captcha}`)!;
    expect(captcha.childElementCount).toBe(0);
    expect(useCaptcha.getState().executor).toBeNull();
    act(() => useCaptcha.getState().request('contact-form'));
    expect(await screen.findByText('Protégé contre les robots (captcha local)')).toBeVisible();
    // Registered by an effect, which may run a moment after the badge is drawn (a form asking
    // for a token in between waits for it: stores/captcha.ts).
    await waitFor(() => expect(useCaptcha.getState().executor).not.toBeNull());
  });

  it('load the captcha layer when a form asks for a token first, and give it one', async () => {
    const { container } = layers();
    await expect(getCaptchaToken()).resolves.toMatch(/^local-captcha\./);
    expect(container.querySelector('[data-captcha-provider="local"]')).not.toBeNull();
  });

  it('are mounted in order: modals, overlays, pop-ups, toasts, contact modal, captcha, variant', () => {
    const { container } = render(
      withProviders(
        <SiteDataProvider value={site(null)}>
          <SiteLayers />
        </SiteDataProvider>,
      ),
    );
    expect([...container.children].map((el) => el.id)).toEqual([
      LAYER_IDS.modals,
      LAYER_IDS.overlays,
      LAYER_IDS.popups,
      LAYER_IDS.toasts,
      LAYER_IDS.contactModal,
      LAYER_IDS.captcha,
      LAYER_IDS.variant,
    ]);
  });

  it('show the variant with its id, name and colour only when the page has one', () => {
    const { rerender } = render(
      withProviders(
        <SiteDataProvider value={site(null)}>
          <VariantIndicator />
        </SiteDataProvider>,
      ),
    );
    expect(screen.queryByRole('complementary')).toBeNull();
    rerender(
      withProviders(
        <SiteDataProvider value={site({ id: 12, name: 'Printemps', color: 'teal' })}>
          <VariantIndicator />
        </SiteDataProvider>,
      ),
    );
    const indicator = screen.getByRole('complementary', { name: 'Variante de la page' });
    expect(indicator).toHaveTextContent('Variante 12 : Printemps');
    expect(indicator).toHaveAttribute('data-variant-color', 'teal');
    expect(indicator.style.background).not.toBe('');
  });

  it('give the contact modal content the state of useContactModal', () => {
    render(<ContactModalSlot component={Probe} />);
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveAttribute('data-open', 'false');
    act(() => useContactModal.getState().show({ type: 'broker', slug: 'julie', name: 'Julie Tremblay' }));
    expect(probe).toHaveAttribute('data-open', 'true');
    expect(probe).toHaveAttribute('data-recipient', 'Julie Tremblay');
    act(() => screen.getByRole('button').click());
    expect(useContactModal.getState().open).toBe(false);
  });
});
