import { screen, within } from '@testing-library/react';
import { selectSoonDialogOpen } from '../../../../src/app/ui/uiSlice';
import { site } from '../../../../src/config/site';
import { HomePage } from '../../../../src/features/home/HomePage';
import { OpenSoonDialog } from '../../../../src/components/openSoonDialog';
import { renderApp, renderWithProviders } from '../../../support/renderWithProviders';

const copy = {
  fr: {
    title: 'Nous donnons forme à vos idées numériques',
    getStarted: 'Commencer',
    demo: 'Voir la démo',
    innovations: 'Découvrir nos innovations',
    sections: {
      'Nos services': ['Stratégie digitale', 'Marketing digital', 'Gestion des réseaux sociaux'],
      'Pourquoi nous choisir': ['Expertise technique', 'Outils modernes', 'Innovation', 'Formation'],
      Innovation: ['Intelligence artificielle', 'Informatique quantique', 'Blockchain', 'Métavers'],
      'Projets récents': [
        'Application de banque mobile',
        'Boutique en ligne de mode éthique',
        'Suivi de santé connecté',
        'Plateforme d’apprentissage en ligne',
      ],
      'Nos expertises': ['Développement web', 'Blockchain', 'Banque et finance', 'Marketing'],
    },
    categories: ['Fintech', 'E-commerce', 'Santé', 'Éducation'],
    projectAlt: 'Aperçu du projet «\u00a0Application de banque mobile\u00a0»',
    heroAlt: 'Une équipe de designers et de développeurs travaille ensemble autour d’un écran',
    viewAll: 'Voir tous les projets',
    banner: 'Un projet en tête\u202f?',
    consultation: 'Demander une consultation',
    subject: 'Demande de consultation',
  },
  en: {
    title: 'We shape your digital ideas',
    getStarted: 'Get started',
    demo: 'Watch demo',
    innovations: 'Discover our innovations',
    sections: {
      'Our services': ['Digital strategy', 'Digital marketing', 'Social media management'],
      'Why choose us': ['Technical expertise', 'Modern tools', 'Innovation', 'Training'],
      Innovation: ['Artificial intelligence', 'Quantum computing', 'Blockchain', 'Metaverse'],
      'Recent projects': [
        'Mobile Banking App',
        'Ethical Fashion Online Store',
        'Connected Health Tracker',
        'Online Learning Platform',
      ],
      'Our expertise': ['Web development', 'Blockchain', 'Banking and finance', 'Marketing'],
    },
    categories: ['Fintech', 'E-commerce', 'Healthcare', 'Education'],
    projectAlt: 'Preview of the “Mobile Banking App” project',
    heroAlt: 'A team of designers and developers working together around a screen',
    viewAll: 'View all projects',
    banner: 'Have a project in mind?',
    consultation: 'Request a consultation',
    subject: 'Consultation request',
  },
} as const;

describe.each(['fr', 'en'] as const)('the home page in %s', (language) => {
  const text = copy[language];

  it('opens with the hero: the page title, its photo and its two calls to action', () => {
    renderWithProviders(<HomePage />, { language });
    const hero = screen.getByRole('region', { name: text.title });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(text.title);
    expect(within(hero).getByRole('img', { name: text.heroAlt })).toHaveAttribute('loading', 'eager');
    // The wizard, as a document of its own (its CSP allows the booking widget); the demo does not exist yet.
    expect(within(hero).getByRole('link', { name: text.getStarted })).toHaveAttribute('href', '/consultation');
    expect(within(hero).getByRole('button', { name: text.demo })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('gives the hero’s title a level lower under another page’s heading (the not-found notice)', () => {
    renderWithProviders(<HomePage titleLevel={2} />, { language });
    const hero = screen.getByRole('region', { name: text.title });
    expect(within(hero).getByRole('heading', { level: 2, name: text.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows every section with its cards, in order', () => {
    renderWithProviders(<HomePage />, { language });
    const innovation = screen.getByRole('region', { name: 'Innovation' });
    expect(within(innovation).getByRole('link', { name: text.innovations })).toHaveAttribute('href', '/expertise');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([...Object.keys(text.sections), text.banner]);
    for (const [section, cards] of Object.entries(text.sections)) {
      const region = screen.getByRole('region', { name: section });
      const cardHeadings = within(region).getAllByRole('heading', { level: 3 });
      expect(cardHeadings.map((heading) => heading.textContent)).toEqual(cards);
    }
  });

  it('gives the services, about and expertise sections their anchors', () => {
    renderWithProviders(<HomePage />, { language });
    const [services, about, , , expertise] = Object.keys(text.sections);
    expect(screen.getByRole('region', { name: services })).toHaveAttribute('id', 'services');
    expect(screen.getByRole('region', { name: about })).toHaveAttribute('id', 'about');
    expect(screen.getByRole('region', { name: expertise })).toHaveAttribute('id', 'expertise');
  });

  it('teases four projects with translated categories, lazy photos and a link to all projects', () => {
    renderWithProviders(<HomePage />, { language });
    const teaser = screen.getByRole('region', { name: Object.keys(text.sections)[3] });
    for (const category of text.categories) expect(within(teaser).getByText(category)).toBeInTheDocument();
    expect(within(teaser).getByRole('img', { name: text.projectAlt })).toHaveAttribute('loading', 'lazy');
    expect(within(teaser).getAllByRole('img')).toHaveLength(4);
    expect(within(teaser).getByRole('link', { name: text.viewAll })).toHaveAttribute('href', '/projects');
  });

  it('leads a consultation request to the wizard, the agency’s address beside it with a translated subject', () => {
    renderWithProviders(<HomePage />, { language });
    const banner = screen.getByRole('region', { name: text.banner });
    expect(within(banner).getByRole('link', { name: text.consultation })).toHaveAttribute('href', '/consultation');
    const email = within(banner).getByRole('link', { name: site.email });
    const href = new URL(email.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(site.email);
    expect(href.searchParams.get('subject')).toBe(text.subject);
  });

  it('asks the layout for the soon dialog from the demo only, which does not exist yet', async () => {
    const openSoonDialog = jest.fn();
    const { user } = renderWithProviders(
      <OpenSoonDialog value={openSoonDialog}>
        <HomePage />
      </OpenSoonDialog>,
      { language },
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([text.demo]);
    await user.click(screen.getByRole('button', { name: text.demo }));
    expect(openSoonDialog).toHaveBeenCalledTimes(1);
  });

  it('opens the soon dialog from the demo, in the whole site', async () => {
    const { store, user } = renderApp({ language, route: '/' });
    expect(selectSoonDialogOpen(store.getState())).toBe(false);
    await user.click(await screen.findByRole('button', { name: text.demo }));
    expect(selectSoonDialogOpen(store.getState())).toBe(true);
  });
});
