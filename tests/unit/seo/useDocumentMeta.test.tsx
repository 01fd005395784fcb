import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/renderWithProviders';

// Jest builds with no SITE_ variables: the default origin and agency name.
const origin = 'http://localhost:8080';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const ogUrl = () => document.head.querySelector('meta[property="og:url"]')?.getAttribute('content');

async function pageShown(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeInTheDocument();
}

beforeEach(() => {
  // As prerendered: the tags exist, with another page's values.
  document.title = 'Stale';
  document.head.innerHTML = [
    '<meta name="description" content="Stale">',
    '<link rel="canonical" href="https://stale.example/">',
    '<meta property="og:url" content="https://stale.example/">',
  ].join('');
});

describe('useDocumentMeta', () => {
  it('describes the page shown, in its language, reusing the tags already in the head', async () => {
    renderApp({ language: 'en', route: '/projects' });
    await pageShown('Our projects');
    expect(document.title).toBe('Our projects | Studio Nova');
    expect(description()).toMatch(/^Our work in fintech, e-commerce/);
    expect(canonical()).toBe(`${origin}/en/projects`);
    expect(ogUrl()).toBe(`${origin}/en/projects`);
    expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(2);
  }, 10_000);

  it('follows client-side navigation', async () => {
    const { user } = renderApp({ language: 'fr', route: '/projects' });
    await pageShown('Nos projets');
    expect(document.title).toBe('Nos projets | Studio Nova');

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));

    await pageShown('Contactez-nous');
    expect(document.title).toBe('Contactez-nous | Studio Nova');
    expect(description()).toMatch(/^Une question, une idée ou un projet à lancer/);
    expect(canonical()).toBe(`${origin}/contact`);
    expect(ogUrl()).toBe(`${origin}/contact`);
  }, 10_000);

  it('follows a change of the active language', async () => {
    const { i18n } = renderApp({ language: 'fr', route: '/contact' });
    await pageShown('Contactez-nous');

    await act(() => i18n.changeLanguage('en'));

    await pageShown('Get in touch');
    await waitFor(() => expect(document.title).toBe('Contact us | Studio Nova'));
    expect(description()).toMatch(/^A question, an idea or a project to launch/);
    expect(canonical()).toBe(`${origin}/en/contact`);
  }, 10_000);

  it('describes an unknown path as the not-found page, never to be listed', async () => {
    renderApp({ language: 'fr', route: '/no/such/page' });
    await pageShown('Cette page n’existe pas');
    expect(document.title).toBe('Page introuvable | Studio Nova');
    expect(description()).toMatch(/^Cette adresse ne mène à aucune page du site/);
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  }, 10_000);

  it('adds the description and canonical link when the page has none', async () => {
    document.head.innerHTML = '';
    renderApp({ language: 'fr', route: '/Legal/' });
    await pageShown('Mentions légales et confidentialité');
    expect(document.title).toBe('Mentions légales et confidentialité | Studio Nova');
    expect(description()).toMatch(/^Qui édite et héberge ce site/);
    expect(canonical()).toBe(`${origin}/legal`);
    expect(ogUrl()).toBeUndefined();
  }, 10_000);
});
