import { screen } from '@testing-library/react';
import { NewsletterSignup } from '../../../../src/features/newsletter/NewsletterSignup';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('newsletter signup', () => {
  const fetchSpy = jest.fn();

  beforeEach(() => {
    fetchSpy.mockClear();
    globalThis.fetch = fetchSpy;
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
    expect(field).toHaveAccessibleDescription('L’e-mail est obligatoire');
    expect(field).toHaveFocus();
  });

  it('refuses a malformed address and keeps what the visitor typed', async () => {
    const { user } = renderWithProviders(<NewsletterSignup />, { language: 'en' });
    const field = screen.getByRole('textbox', { name: 'Your email address' });
    await user.type(field, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(field).toHaveValue('ana@example');
    expect(screen.queryByText('Thank you! You are now subscribed.')).not.toBeInTheDocument();
  });

  it('confirms a valid subscription visibly, without any network call', async () => {
    const { user } = renderWithProviders(<NewsletterSignup />, { language: 'en' });
    const field = screen.getByRole('textbox', { name: 'Your email address' });
    await user.type(field, 'x');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.clear(field);
    await user.type(field, '  ana@example.com ');
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('Thank you! You are now subscribed.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
