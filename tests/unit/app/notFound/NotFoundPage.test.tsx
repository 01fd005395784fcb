import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../../src/app/AppRoutes';
import type { Language } from '../../../../src/i18n/languages';
import { renderWithProviders } from '../../../support/renderWithProviders';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const copy = {
  fr: {
    notice: 'Cette page n’existe pas',
    text: 'L’adresse demandée ne mène à aucune page du site. Cherchez parmi nos réalisations ou repartez de l’une des pages principales.',
    search: 'Chercher dans nos réalisations',
    submit: 'Rechercher',
    links: 'Pages principales',
    pages: [
      ['Accueil', '/'],
      ['Projets', '/projects'],
      ['Expertises', '/expertise'],
      ['Journal', '/journal'],
      ['Contact', '/contact'],
      ['Démarrer un projet', '/consultation'],
    ],
    hero: 'Nous donnons forme à vos idées numériques',
    projects: 'Nos projets',
    projectsSearch: 'Rechercher un projet',
    query: 'Santé',
    found: ['Suivi de santé connecté'],
  },
  en: {
    notice: 'This page does not exist',
    text: 'The address you asked for leads to no page of this site. Search our work or carry on from one of the main pages.',
    search: 'Search our work',
    submit: 'Search',
    links: 'Main pages',
    pages: [
      ['Home', '/'],
      ['Projects', '/projects'],
      ['Expertise', '/expertise'],
      ['Journal', '/journal'],
      ['Contact', '/contact'],
      ['Start a project', '/consultation'],
    ],
    hero: 'We shape your digital ideas',
    projects: 'Our projects',
    projectsSearch: 'Search projects',
    query: 'kalma',
    found: ['Mobile banking app'],
  },
} as const;

async function renderUnknownAddress(language: Language) {
  const rendered = renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { language, route: '/no/such/page' },
  );
  // The page's chunk is imported cold on its first visit.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return rendered;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe.each(['fr', 'en'] as const)('the not-found page in %s', (language) => {
  const text = copy[language];

  it('says the address leads nowhere in a short page: one heading, no home page below it', async () => {
    await renderUnknownAddress(language);
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([text.notice]);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(text.notice);
    expect(within(main).getByText(text.text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.hero })).not.toBeInTheDocument();
  });

  it('links to the main pages: the navigation bar’s links and its call to action', async () => {
    await renderUnknownAddress(language);
    const links = within(screen.getByRole('navigation', { name: text.links })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(text.pages);
  });

  it('searches the work: the projects list opens filtered by the text, with the text in its address', async () => {
    const { user } = await renderUnknownAddress(language);
    const form = screen.getByRole('search', { name: text.search });
    expect(form).toHaveAttribute('action', '/projects');
    const field = within(form).getByRole('searchbox', { name: text.search });
    expect(field).toHaveAttribute('name', 'q');
    await user.type(field, ` ${text.query} `);
    await user.click(within(form).getByRole('button', { name: text.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: text.projects }, { timeout: 5000 })).toBeVisible();
    expect(address()).toBe(`/projects?q=${encodeURIComponent(text.query)}`);
    expect(screen.getByRole('searchbox', { name: text.projectsSearch })).toHaveValue(text.query);
    expect(cardTitles()).toEqual(text.found);
  });

  it('opens the whole list for an empty search, the Enter key submitting it', async () => {
    const { user } = await renderUnknownAddress(language);
    await user.type(screen.getByRole('searchbox', { name: text.search }), '{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: text.projects }, { timeout: 5000 })).toBeVisible();
    expect(address()).toBe('/projects');
    expect(cardTitles()).toHaveLength(6);
  });
});
