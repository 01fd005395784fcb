import { screen } from '@testing-library/react';
import { NewsletterSignup } from '../../../../src/features/newsletter/NewsletterSignup';
import { fakeRelayFetch, installFetch, relayAnswers } from '../../../support/fakeRelay';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('newsletter signup', () => {
  beforeEach(() => {
    installFetch(fakeRelayFetch('network-error').fetch);
  });

  it('asks for an address when none is given, tied to the field and announced', async () => {
    const { user } = renderWithProviders(<NewsletterSignup />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Restez informé' })).toBeInTheDocument();
    expect(
      screen.getByText('Recevez nos dernières actualités et nos conseils, une fois par mois.'),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Votre adresse e-mail' });
    expect(field).toHaveAttribute('placeholder', 'vous@exemple.fr');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'S’abonner' }));

    expect(screen.getByRole('alert')).toHaveTextContent('L’e-mail est obligatoire');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'L’e-mail est obligatoire Une lettre par mois, désinscription en un clic. Ce que nous faisons de vos données',
    );
    expect(field).toHaveFocus();
  });

  it('refuses a malformed address and keeps what the visitor typed', async () => {
    const { user } = renderWithProviders(<NewsletterSignup />, { language: 'en' });
    const field = screen.getByRole('textbox', { name: 'Your email address' });
    await user.type(field, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(field).toHaveValue('ana@example');
  });

  it('says in one line what the address is for and how to leave, linking to the privacy section', () => {
    renderWithProviders(<NewsletterSignup />, { language: 'fr' });
    const field = screen.getByRole('textbox', { name: 'Votre adresse e-mail' });
    expect(field).toHaveAccessibleDescription(
      'Une lettre par mois, désinscription en un clic. Ce que nous faisons de vos données',
    );
    expect(screen.getByRole('link', { name: 'Ce que nous faisons de vos données' })).toHaveAttribute(
      'href',
      '/legal#privacy',
    );
  });

  it('asks the relay for a confirmation e-mail and tells the visitor to look for it', async () => {
    const fake = fakeRelayFetch(relayAnswers.stored);
    installFetch(fake.fetch);
    const { user } = renderWithProviders(<NewsletterSignup />, { language: 'en' });
    const field = screen.getByRole('textbox', { name: 'Your email address' });
    await user.type(field, 'x');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.clear(field);
    await user.type(field, '  ana@example.com ');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Almost done! Confirm with the link sent to ana@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Almost done!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field).toHaveValue('');
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    expect(fake.fetch.mock.calls[0]?.[0]).toBe('/api/newsletter');
    const [payload] = fake.payloads() as unknown as Record<string, unknown>[];
    expect(payload).toMatchObject({ email: 'ana@example.com', lng: 'en', website: '' });
    expect(payload?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof payload?.draftMs).toBe('number');
  });

  it('keeps the address when sending fails, and Try again sends the same sign-up', async () => {
    const fake = fakeRelayFetch(relayAnswers.providerFailed, relayAnswers.sent);
    installFetch(fake.fetch);
    const { user } = renderWithProviders(<NewsletterSignup />, { language: 'fr' });
    const field = screen.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await user.type(field, 'ana@example.com{Enter}');

    expect(await screen.findByText('L’envoi a échoué. Réessayez.')).toBeInTheDocument();
    expect(field).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(
      await screen.findByText('Presque fini ! Confirmez avec le lien envoyé à ana@example.com.'),
    ).toBeInTheDocument();
    const [first, second] = fake.payloads();
    expect(second?.id).toBe(first?.id);
  });

  it('says the link leaves once back online when the service worker kept the sign-up', async () => {
    installFetch(fakeRelayFetch(relayAnswers.queued).fetch);
    const { user } = renderWithProviders(<NewsletterSignup />, { language: 'fr' });
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), 'ana@example.com{Enter}');
    expect(await screen.findByText('Hors ligne : le lien partira au retour de la connexion.')).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      'Votre adresse e-mail',
      'Les inscriptions à notre lettre sont fermées pour le moment : votre adresse n’a pas été conservée.',
    ],
    ['en', 'Your email address', 'Sign-ups to our newsletter are closed for now: your address was not kept.'],
  ] as const)(
    'says, in %s, that sign-ups are closed when the server runs no newsletter, and keeps the address',
    async (language, label, closed) => {
      const fake = fakeRelayFetch(relayAnswers.newsletterOff);
      installFetch(fake.fetch);
      const { user } = renderWithProviders(<NewsletterSignup />, { language });
      const field = screen.getByRole('textbox', { name: label });
      await user.type(field, 'ana@example.com{Enter}');

      expect(await screen.findByRole('status')).toHaveTextContent(closed);
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      expect(field).toHaveValue('ana@example.com');
      expect(fake.fetch).toHaveBeenCalledTimes(1);
    },
  );
});
