import { act, screen } from '@testing-library/react';
import { ConfirmPage } from '../../../../src/features/newsletter/ConfirmPage';
import { encodeClaim } from '../../../../src/lib/leads/newsletter';
import { fakeRelayFetch, installFetch } from '../../../support/fakeRelay';
import { renderWithProviders } from '../../../support/renderWithProviders';

const inAWeek = () => Math.floor(Date.now() / 1000) + 6 * 24 * 3600;
const token = (expires = inAWeek(), email = 'ana@example.com') =>
  `${encodeClaim({ email, lng: 'fr', expires })}.c2lnbmF0dXJl`;
const at = (value: string) => `/newsletter/confirm?token=${encodeURIComponent(value)}`;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the newsletter confirmation page', () => {
  it('only shows the address on opening, and subscribes when its button is pressed', async () => {
    const fake = fakeRelayFetch({ status: 200, body: { status: 'subscribed' } });
    installFetch(fake.fetch);
    const value = token();
    const { user } = renderWithProviders(<ConfirmPage />, { language: 'fr', route: at(value) });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmez votre inscription' })).toBeInTheDocument();
    expect(screen.getByText('Adresse inscrite : ana@example.com')).toBeInTheDocument();
    expect(fake.fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirmer mon inscription' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Inscription confirmée' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/ana@example.com recevra notre prochaine lettre/)).toBeInTheDocument();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    expect(fake.fetch.mock.calls[0]?.[0]).toBe('/api/newsletter/confirm');
    expect(JSON.parse(fake.fetch.mock.calls[0]?.[1]?.body as string)).toEqual({ token: value });
  });

  it('says a link is expired without asking the server, and offers to sign up again', () => {
    const fake = fakeRelayFetch('network-error');
    installFetch(fake.fetch);
    renderWithProviders(<ConfirmPage />, { language: 'en', route: at(token(Math.floor(Date.now() / 1000) - 1)) });
    expect(screen.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText(/valid for 7 days/)).toBeInTheDocument();
    // The footer offers no sign-up on this page: the page offers its own, for a new link.
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('says a malformed link is not valid', () => {
    renderWithProviders(<ConfirmPage />, { language: 'fr', route: at('garbage') });
    expect(screen.getByRole('heading', { level: 1, name: 'Ce lien n’est pas valide' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Votre adresse e-mail' })).toBeInTheDocument();
  });

  it('shows a forged link as not valid once the server refuses it', async () => {
    installFetch(fakeRelayFetch({ status: 400, body: { error: 'invalid_token', reason: 'invalid' } }).fetch);
    const { user } = renderWithProviders(<ConfirmPage />, { language: 'en', route: at(token()) });
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toHaveFocus();
  });

  it('keeps the button for another try when the confirmation fails', async () => {
    const fake = fakeRelayFetch({ status: 502, body: { error: 'provider_failed' } }, { status: 200, body: {} });
    installFetch(fake.fetch);
    const { user } = renderWithProviders(<ConfirmPage />, { language: 'en', route: at(token()) });
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming failed. Please try again in a moment.');
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
  });

  it('offline, disables the button and says it needs a connection', () => {
    renderWithProviders(<ConfirmPage />, { language: 'fr', route: at(token()) });
    setOnline(false);
    const button = screen.getByRole('button', { name: 'Confirmer mon inscription' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Vous êtes hors ligne\u00a0: la confirmation demande une connexion.');
    setOnline(true);
    expect(button).toBeEnabled();
  });
});
