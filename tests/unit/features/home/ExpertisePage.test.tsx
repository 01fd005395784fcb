import { screen, within } from '@testing-library/react';
import { ExpertisePage } from '../../../../src/features/home/ExpertisePage';
import { renderWithProviders } from '../../../support/renderWithProviders';

const copy = {
  fr: {
    title: 'Nos expertises',
    areas: [
      'Développement web',
      'Applications mobiles',
      'Blockchain',
      'Banque et finance',
      'Marketing digital',
      'Réseaux sociaux',
      'Innovation',
    ],
    innovation: ['Intelligence artificielle', 'Informatique quantique', 'Métavers'],
    areasNav: 'Nos domaines',
    how: 'Notre méthode',
    steps: ['Comprendre', 'Concevoir', 'Construire', 'Faire grandir'],
    forWhom: 'Pour qui',
    banner: 'Un projet en tête\u202f?',
    consultation: 'Demander une consultation',
  },
  en: {
    title: 'Our expertise',
    areas: [
      'Web development',
      'Mobile apps',
      'Blockchain',
      'Banking and finance',
      'Digital marketing',
      'Social media',
      'Innovation',
    ],
    innovation: ['Artificial intelligence', 'Quantum computing', 'Metaverse'],
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
    const anchors = ['web', 'mobile', 'blockchain', 'banking', 'marketing', 'social', 'innovation'];
    for (const [index, anchor] of anchors.entries()) {
      expect(areas[index]).toHaveAttribute('href', `#${anchor}`);
      const section = screen.getByRole('region', { name: text.areas[index] });
      expect(section).toHaveAttribute('id', anchor);
      expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    }
  });

  it('speaks of artificial intelligence, quantum computing and the metaverse where the innovations lead', () => {
    renderWithProviders(<ExpertisePage />, { language });
    const innovation = screen.getByRole('region', { name: 'Innovation' });
    expect(innovation).toHaveAttribute('id', 'innovation');
    const items = within(innovation)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items.map((item) => item.split(/\u00a0?:/)[0])).toEqual(text.innovation);
  });
});
