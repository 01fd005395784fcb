import { screen, waitFor, within } from '@testing-library/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AppRoutes } from '../../../../src/app/AppRoutes';
import { portfolio } from '../../../../src/content/portfolio';
import type { Language } from '../../../../src/i18n/languages';
import { renderWithProviders } from '../../../support/renderWithProviders';

function Address() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        history back
      </button>
      <Link to="/projects">plain projects page</Link>
    </>
  );
}

async function renderProjects(language: Language, route = '/projects') {
  const rendered = renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { language, route },
  );
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

const copy = {
  fr: {
    h1: 'Nos projets',
    search: 'Rechercher un projet',
    placeholder: 'Rechercher des projets…',
    category: 'Catégorie',
    options: ['Toutes les catégories', 'Fintech', 'E-commerce', 'Santé', 'Éducation', 'IA', 'Blockchain'],
    count: (n: number) => (n < 2 ? `${n} projet` : `${n} projets`),
    ai: 'IA',
    aiTitle: 'Tableau de bord analytique propulsé par l’IA',
    aiCover: /^Prévisions du rayon fruits et légumes sur ordinateur/,
    aiFigure: 'de produits frais jetés en un an',
    view: 'Voir le projet',
    viewAi: 'Voir le projet\u00a0: Tableau de bord analytique propulsé par l’IA',
    empty: 'Aucun projet ne correspond à votre recherche.',
    clear: 'Effacer les filtres',
    challenge: 'Le défi',
    word: 'analytique',
    finds: [
      ['blockchain', 'Plateforme d’échange décentralisée'],
      ['kalma', 'Application de banque mobile'],
      ['sante', 'Suivi de santé connecté'],
      ['ecommerce', 'Boutique en ligne de mode éthique'],
      ['Grande-Distribution', 'Tableau de bord analytique propulsé par l’IA'],
    ],
  },
  en: {
    h1: 'Our projects',
    search: 'Search projects',
    placeholder: 'Search projects…',
    category: 'Category',
    options: ['All categories', 'Fintech', 'E-commerce', 'Healthcare', 'Education', 'AI', 'Blockchain'],
    count: (n: number) => (n === 1 ? `${n} project` : `${n} projects`),
    ai: 'AI',
    aiTitle: 'AI-powered analytics dashboard',
    aiCover: /^Fruit and veg forecasts on a computer/,
    aiFigure: 'fresh produce thrown away in one year',
    view: 'View project',
    viewAi: 'View project: AI-powered analytics dashboard',
    empty: 'No project matches your search.',
    clear: 'Clear filters',
    challenge: 'The challenge',
    word: 'analytics',
    finds: [
      ['blockchain', 'Decentralised exchange platform'],
      ['kalma', 'Mobile banking app'],
      ['sante', 'Connected health tracker'],
      ['ecommerce', 'Ethical fashion online shop'],
      ['Food-Retail', 'AI-powered analytics dashboard'],
    ],
  },
} as const;

describe.each(['fr', 'en'] as const)('the projects page in %s', (language) => {
  const text = copy[language];

  it('shows the search box, the category dropdown, the count and the six cards', async () => {
    await renderProjects(language);
    expect(screen.getByRole('heading', { level: 1, name: text.h1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: text.search })).toHaveAttribute('placeholder', text.placeholder);
    const select = screen.getByRole('combobox', { name: text.category });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(text.options);
    expect(select).toHaveValue('all');
    expect(screen.getByText(text.count(6))).toHaveAttribute('role', 'status');
    expect(cardTitles()).toHaveLength(6);

    const card = screen.getByRole('article', { name: text.aiTitle });
    // The studio's own cover, described in the page's language, its client and its first result.
    const cover = within(card).getByRole('img', { name: text.aiCover });
    expect(cover.getAttribute('src')).toMatch(/^\/assets\/work\/halles-nouvelles\/cover\.[0-9a-f]{10}-800\.webp$/);
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(within(card).getByText('Halles Nouvelles')).toBeInTheDocument();
    expect(within(card).getByText(text.aiFigure)).toBeInTheDocument();
    expect(within(card).getByText(text.ai)).toBeInTheDocument();
    expect(within(card).getByText('2024')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Python', 'TensorFlow', 'React']);
    const link = within(card).getByRole('link', { name: text.viewAi });
    expect(link).toHaveTextContent(text.view);
    expect(card).toHaveAttribute('id', 'project-5');
  });

  it('loads the first card’s photo at once and with high priority, the others lazily', async () => {
    await renderProjects(language);
    const photos = screen.getAllByRole('article').map((card) => within(card).getByRole('img'));
    expect(photos.map((photo) => [photo.getAttribute('loading'), photo.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ...Array.from({ length: 5 }, () => ['lazy', 'auto']),
    ]);
  });

  it('filters as the visitor types, in the active language, and writes the search in the address', async () => {
    const { user } = await renderProjects(language);
    await user.type(screen.getByRole('searchbox', { name: text.search }), text.word.toUpperCase());
    expect(cardTitles()).toEqual([text.aiTitle]);
    expect(within(screen.getByRole('main')).getByRole('status', { name: '' })).toHaveTextContent(text.count(1));
    expect(address()).toBe(`/projects?q=${text.word.toUpperCase()}`);
  });

  it('finds a project by its category’s name, its client or its sector, whatever the accents, case or hyphens', async () => {
    const { user } = await renderProjects(language);
    const search = screen.getByRole('searchbox', { name: text.search });
    for (const [query, title] of text.finds) {
      await user.clear(search);
      await user.paste(query);
      expect({ query, cards: cardTitles() }).toEqual({ query, cards: [title] });
    }
  });

  it('filters by category and by both, then offers to clear an empty result', async () => {
    const { user } = await renderProjects(language);
    await user.selectOptions(screen.getByRole('combobox', { name: text.category }), text.ai);
    expect(cardTitles()).toEqual([text.aiTitle]);
    expect(address()).toBe('/projects?category=ai');

    const search = screen.getByRole('searchbox', { name: text.search });
    await user.type(search, 'solidity');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: text.empty })).toBeInTheDocument();
    expect(screen.getByText(text.count(0))).toBeInTheDocument();
    expect(address()).toBe('/projects?category=ai&q=solidity');

    await user.click(screen.getByRole('button', { name: text.clear }));
    expect(cardTitles()).toHaveLength(6);
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(address()).toBe('/projects');
  });

  it('links every card to its case study, and Back from one returns to the filtered list', async () => {
    const { user } = await renderProjects(language, '/projects?category=ai');
    await user.selectOptions(screen.getByRole('combobox', { name: text.category }), 'all');
    expect(
      screen.getAllByRole('link', { name: new RegExp(`^${text.view}`) }).map((link) => link.getAttribute('href')),
    ).toEqual(portfolio.map((project) => `/projects/${project.slug}`));
    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(address()).toBe('/projects?category=ai');

    await user.click(screen.getByRole('link', { name: text.viewAi }));
    expect(await screen.findByRole('heading', { level: 1, name: text.aiTitle })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: text.challenge })).toBeInTheDocument();
    expect(address()).toBe('/projects/halles-nouvelles');

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(await screen.findByRole('heading', { level: 1, name: text.h1 })).toBeInTheDocument();
    expect(address()).toBe('/projects?category=ai');
    expect(screen.getByRole('combobox', { name: text.category })).toHaveValue('ai');
    expect(cardTitles()).toEqual([text.aiTitle]);
  });
});

describe('the filters in the address', () => {
  it('applies a shared address, keeping its other parameters', async () => {
    const { user } = await renderProjects('en', '/projects?ref=mail&q=react&category=blockchain');
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('react');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('blockchain');
    expect(cardTitles()).toEqual(['Decentralised exchange platform']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    expect(address()).toBe('/projects?ref=mail&q=react');
    expect(cardTitles()).toHaveLength(4);
  });

  it('reads an unknown category as all categories', async () => {
    await renderProjects('fr', '/projects?category=spaceships');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('all');
    expect(cardTitles()).toHaveLength(6);
  });

  it('goes back to the previous filters with the history', async () => {
    const { user } = await renderProjects('fr', '/projects?q=react');
    expect(cardTitles()).toHaveLength(4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Santé');
    expect(cardTitles()).toEqual(['Suivi de santé connecté']);

    await user.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => {
      expect(cardTitles()).toHaveLength(4);
    });
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un projet' })).toHaveValue('react');
  });

  it('shows every project again when a link leads to the plain page', async () => {
    const { user } = await renderProjects('fr', '/projects?q=react');
    expect(cardTitles()).toHaveLength(4);
    await user.click(screen.getByRole('link', { name: 'plain projects page' }));
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('searchbox', { name: 'Rechercher un projet' })).toHaveValue('');
  });
});

describe('links to one project', () => {
  it('moves the focus to the card named by the fragment', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await renderProjects('fr', '/projects#project-3');
    const card = screen.getByRole('article', { name: 'Suivi de santé connecté' });
    await waitFor(() => {
      expect(card).toHaveFocus();
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
