import { screen, within } from '@testing-library/react';
import { ExpertisePage } from '../../../../src/features/home/ExpertisePage';
import { renderWithProviders } from '../../../support/renderWithProviders';

const copy = {
  fr: {
    title: 'Nos expertises',
    cards: ['Développement web', 'Blockchain', 'Banque et finance', 'Marketing'],
    banner: 'Un projet en tête\u202f?',
  },
  en: {
    title: 'Our expertise',
    cards: ['Web development', 'Blockchain', 'Banking and finance', 'Marketing'],
    banner: 'Have a project in mind?',
  },
} as const;

describe.each(['fr', 'en'] as const)('the expertise page in %s', (language) => {
  const text = copy[language];

  it('is the expertise section with its heading as the page title, followed by the contact banner', () => {
    renderWithProviders(<ExpertisePage />, { language });
    const section = screen.getByRole('region', { name: text.title });
    expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent(text.title);
    expect(
      within(section)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(text.cards);
    expect(screen.getByRole('region', { name: text.banner })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
