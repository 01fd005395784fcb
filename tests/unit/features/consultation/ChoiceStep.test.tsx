import { screen, within } from '@testing-library/react';
import { chooseCard } from '../../../support/chooseCard';
import { fakeRelayFetch, installFetch, relayAnswers } from '../../../support/fakeRelay';
import { renderApp } from '../../../support/renderWithProviders';

jest.setTimeout(20_000);

beforeEach(() => {
  installFetch(fakeRelayFetch(relayAnswers.stored).fetch);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const copy = {
  fr: {
    hint: 'Les flèches du clavier parcourent les choix, Entrée ou Espace choisit et passe à la suite.',
    questions: [
      'Quel type de projet envisagez-vous\u202f?',
      'Quel est votre budget\u202f?',
      'Quel est votre calendrier\u202f?',
    ],
  },
  en: {
    hint: 'Use the arrow keys to move between the choices, and Enter or Space to choose and continue.',
    questions: ['What type of project do you have in mind?', 'What is your budget?', 'What is your timeline?'],
  },
} as const;

describe.each(['fr', 'en'] as const)('the choice steps in %s', (language) => {
  it('say under their title how the keyboard goes on, as the cards’ description, and the keys do as it says', async () => {
    const { user } = renderApp({ language, route: '/consultation' });
    const { hint, questions } = copy[language];

    for (const question of questions) {
      const cards = await screen.findByRole('radiogroup', { name: question });
      expect(cards).toHaveAccessibleDescription(hint);
      expect(screen.getByText(hint)).toBeVisible();

      const [first, second] = within(cards).getAllByRole('radio');
      first?.focus();
      await user.keyboard('{ArrowDown}');
      expect(second).toHaveFocus();
      expect(screen.getByRole('radiogroup', { name: question })).toBe(cards);
      await chooseCard(() => user.keyboard('{Enter}'));
    }
  });
});

it('shows the card chosen as the tap is answered, and moves on only in a task after that frame', async () => {
  const { user } = renderApp({ language: 'fr', route: '/consultation' });
  const [question] = copy.fr.questions;
  const cards = await screen.findByRole('radiogroup', { name: question });
  const mobile = within(cards).getByRole('radio', { name: 'Application mobile' });
  await user.click(mobile);
  // The tap's own work ends with the card checked: the next step, a larger render, is not part of it.
  expect(mobile).toBeChecked();
  expect(screen.getByRole('radiogroup', { name: question })).toBe(cards);
  expect(await screen.findByRole('radiogroup', { name: copy.fr.questions[1] })).toBeInTheDocument();
  expect(cards).not.toBeInTheDocument();
});
