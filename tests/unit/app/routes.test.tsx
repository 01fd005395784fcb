import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../../../src/app/layout/Layout';
import { allowsBookingWidget, loadsOwnDocument, routePaths, type RoutePath } from '../../../src/app/routes';
import { pagePerRoute } from '../../support/pagePerRoute';
import { articleBySlug, articles } from '../../../src/content/journal';
import { localizedPath } from '../../../src/i18n/languagePaths';
import { otherLanguage } from '../../../src/i18n/languages';
import { fullDictionaries } from '../../support/fullDictionaries';

/** The article each route's test opens (the first one in both languages): its title in each language. */
const article = articleBySlug(pagePerRoute.find((page) => page.route === '/journal/:slug')?.slug ?? '');

import type { Language } from '../../../src/i18n/languages';
import { renderApp, renderWithProviders } from '../../support/renderWithProviders';

// Typed by the route table: a route added there without its page here fails the typecheck.
const headings: Record<Language, Record<RoutePath | '/no/such/page' | '/projects/nope', string>> = {
  fr: {
    '/': 'Nous donnons forme à vos idées numériques',
    '/projects': 'Nos projets',
    '/projects/:slug': 'Application de banque mobile',
    '/consultation': 'Démarrer votre projet',
    '/expertise': 'Nos expertises',
    '/journal': 'Ce que nous savons, écrit pour vous',
    '/journal/:slug': article?.fr?.title ?? 'no article in both languages',
    '/contact': 'Contactez-nous',
    '/legal': 'Mentions légales et confidentialité',
    // Opened without a link's token: the page says so.
    '/newsletter/confirm': 'Ce lien n’est pas valide',
    // The not-found page, at its own address and at any unknown one (a slug no project file has too): its
    // notice, above the home page's content.
    '/404': 'Cette page n’existe pas',
    '/no/such/page': 'Cette page n’existe pas',
    '/projects/nope': 'Cette page n’existe pas',
  },
  en: {
    '/': 'We shape your digital ideas',
    '/projects': 'Our projects',
    '/projects/:slug': 'Mobile banking app',
    '/consultation': 'Start your project',
    '/expertise': 'Our expertise',
    '/journal': 'What we know, written for you',
    '/journal/:slug': article?.en?.title ?? 'no article in both languages',
    '/contact': 'Get in touch',
    '/legal': 'Legal notice and privacy',
    '/newsletter/confirm': 'This link is not valid',
    '/404': 'This page does not exist',
    '/no/such/page': 'This page does not exist',
    '/projects/nope': 'This page does not exist',
  },
};

describe('routes', () => {
  it('has a page for every route of the route table and the catch-all, nothing else', () => {
    expect(Object.keys(headings.fr)).toEqual([...routePaths, '/no/such/page', '/projects/nope']);
    expect(Object.keys(headings.en)).toEqual([...routePaths, '/no/such/page', '/projects/nope']);
  });

  for (const language of ['fr', 'en'] as const) {
    for (const [route, heading] of Object.entries(headings[language])) {
      it(`shows ${route} in ${language}`, async () => {
        // A route with a page per project: its first project's.
        renderApp({ language, route: pagePerRoute.find((page) => page.route === route)?.path ?? route });
        // The first visit of a lazy page imports its module cold (lucide-react's CommonJS build holds every
        // icon), which can take longer than findBy's default second on a busy machine.
        expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
        expect(document.documentElement.lang).toBe(language);
      }, 10_000);
    }
  }
});

describe('language toggle', () => {
  it('is a link to the same page in the other language, filters and hash kept, named for what it does', () => {
    renderApp({ language: 'fr', route: '/projects?category=ai#list' });
    const toggle = screen.getByRole('link', { name: 'EN, passer le site en anglais' });
    expect(toggle).toHaveTextContent(/^EN$/);
    expect(toggle).toHaveAttribute('href', '/en/projects?category=ai#list');
    expect(toggle).toHaveAttribute('hreflang', 'en');
  });

  it('leads from an article written in one language to the other language’s journal', () => {
    const single = articles.find((card) => card.languages.length === 1);
    const [language = 'fr'] = single?.languages ?? [];
    renderApp({ language, route: `/journal/${single?.slug ?? ''}` });
    const other = otherLanguage(language);
    expect(screen.getByRole('link', { name: fullDictionaries[language].language.toggleName })).toHaveAttribute(
      'href',
      localizedPath('/journal', other),
    );
  });

  it('leads from an English page to the French one', () => {
    renderApp({ language: 'en', route: '/legal' });
    expect(screen.getByRole('link', { name: 'FR, switch the site to French' })).toHaveAttribute('href', '/legal');
  });
});

describe('router failure page', () => {
  function Boom(): never {
    throw Object.assign(new Error('The projects could not be read'), { status: 503 });
  }

  it('shows the error status and message inside the layout, with a link home', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route path="boom" element={<Boom />} />
        </Route>
      </Routes>,
      { language: 'en', route: '/boom' },
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected application error!' })).toBeInTheDocument();
    expect(screen.getByText('Status: 503')).toBeInTheDocument();
    expect(screen.getByText('Message: The projects could not be read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('pages with a policy of their own', () => {
  it('lets only the consultation page load the booking widget', () => {
    expect(routePaths.filter(allowsBookingWidget)).toEqual(['/consultation']);
  });

  it('has links to the consultation page load it as a document, so it gets that policy', () => {
    expect(loadsOwnDocument('/consultation')).toBe(true);
    expect(loadsOwnDocument('/consultation?step=2')).toBe(true);
    expect(loadsOwnDocument('/legal#privacy')).toBe(false);
    expect(loadsOwnDocument('/')).toBe(false);
    expect(loadsOwnDocument('/#services')).toBe(false);
  });
});
