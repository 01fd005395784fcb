import { screen, within } from '@testing-library/react';
import { ExpertisePage } from '../../../../src/features/home/ExpertisePage';
import { renderWithProviders } from '../../../support/renderWithProviders';

const copy = {
  fr: {
    title: 'Nos expertises',
    areas: ['Développement web', 'Blockchain', 'Banque et finance', 'Marketing'],
    areasNav: 'Nos domaines',
    how: 'Notre méthode',
    steps: ['Comprendre', 'Concevoir', 'Construire', 'Faire grandir'],
    forWhom: 'Pour qui',
    banner: 'Un projet en tête\u202f?',
    consultation: 'Demander une consultation',
  },
  en: {
    title: 'Our expertise',
    areas: ['Web development', 'Blockchain', 'Banking and finance', 'Marketing'],
    areasNav: 'Our fields',
    how: 'Our method',
    steps: ['Understand', 'Design', 'Build', 'Grow'],
    forWhom: 'Who we work for',
    banner: 'Have a project in mind?',
    consultation: 'Request a consultation',
  },
} as const;

describe.each(['fr', 'en'] as const)('the expertise page in %s', (language) => {
  const text = copy[language];

  it('says what the agency does, how, for whom, then leads to the wizard', () => {
    renderWithProviders(<ExpertisePage />, { language });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([text.title]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...text.areas,
      text.how,
      text.forWhom,
      text.banner,
    ]);
    const how = screen.getByRole('region', { name: text.how });
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(text.steps);
    const banner = screen.getByRole('region', { name: text.banner });
    expect(within(banner).getByRole('link', { name: text.consultation })).toHaveAttribute('href', '/consultation');
  });

  it('gives each expertise an anchor of its own, listed at the top of the page', () => {
    renderWithProviders(<ExpertisePage />, { language });
    const areas = within(screen.getByRole('navigation', { name: text.areasNav })).getAllByRole('link');
    expect(areas.map((link) => link.textContent)).toEqual(text.areas);
    for (const [index, anchor] of ['web', 'blockchain', 'banking', 'marketing'].entries()) {
      expect(areas[index]).toHaveAttribute('href', `#${anchor}`);
      const section = screen.getByRole('region', { name: text.areas[index] });
      expect(section).toHaveAttribute('id', anchor);
      expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    }
  });
});
