import { screen, within } from '@testing-library/react';
import { site } from '../../../../src/config/site';
import { HomePage } from '../../../../src/features/home/HomePage';
import { renderWithProviders } from '../../../support/renderWithProviders';

const copy = {
  fr: {
    title: 'Nous donnons forme à vos idées numériques',
    getStarted: 'Commencer',
    work: 'Voir nos réalisations',
    innovations: 'Découvrir nos innovations',
    sections: {
      'Nos expertises': [
        'Développement web',
        'Applications mobiles',
        'Blockchain',
        'Banque et finance',
        'Marketing digital',
        'Réseaux sociaux',
        'Innovation',
      ],
      'Pourquoi nous choisir': ['Expertise technique', 'Outils modernes', 'Veille technologique', 'Formation'],
      Innovation: ['Intelligence artificielle', 'Informatique quantique', 'Blockchain', 'Métavers'],
      'Projets récents': [
        'Boutique en ligne de mode éthique',
        'Suivi de santé connecté',
        'Plateforme d’apprentissage en ligne',
        'Tableau de bord analytique propulsé par l’IA',
      ],
    },
    categories: [
      'Maison Sauge · E-commerce',
      'Vitalis Santé · Santé',
      'Campus Ouvert · Éducation',
      'Halles Nouvelles · IA',
    ],
    projectAlt: /^Fiche produit de la chemise Agathe sur ordinateur/,
    flagshipAlt: /^Tableau de bord de trésorerie Kalma sur ordinateur/,
    flagship: 'Application de banque mobile',
    viewAll: 'Voir tous les projets',
    banner: 'Un projet en tête\u202f?',
    consultation: 'Demander une consultation',
    subject: 'Demande de consultation',
  },
  en: {
    title: 'We shape your digital ideas',
    getStarted: 'Get started',
    work: 'See our work',
    innovations: 'Discover our innovations',
    sections: {
      'Our expertise': [
        'Web development',
        'Mobile apps',
        'Blockchain',
        'Banking and finance',
        'Digital marketing',
        'Social media',
        'Innovation',
      ],
      'Why choose us': ['Technical expertise', 'Modern tools', 'Technology watch', 'Training'],
      Innovation: ['Artificial intelligence', 'Quantum computing', 'Blockchain', 'Metaverse'],
      'Recent projects': [
        'Ethical fashion online shop',
        'Connected health tracker',
        'Online learning platform',
        'AI-powered analytics dashboard',
      ],
    },
    categories: [
      'Maison Sauge · E-commerce',
      'Vitalis Santé · Healthcare',
      'Campus Ouvert · Education',
      'Halles Nouvelles · AI',
    ],
    projectAlt: /^The Agathe shirt’s product page on a computer/,
    flagshipAlt: /^Kalma’s cash-flow dashboard on a computer/,
    flagship: 'Mobile banking app',
    viewAll: 'View all projects',
    banner: 'Have a project in mind?',
    consultation: 'Request a consultation',
    subject: 'Consultation request',
  },
} as const;

describe.each(['fr', 'en'] as const)('the home page in %s', (language) => {
  const text = copy[language];

  it('opens with the hero: the page title, its two calls to action and the flagship project, full-bleed', () => {
    renderWithProviders(<HomePage />, { language });
    const hero = screen.getByRole('region', { name: text.title });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(text.title);
    // The studio's own image of the work, from the site itself, its size known before it loads.
    const flagship = within(hero).getByRole('img', { name: text.flagshipAlt });
    expect(flagship).toHaveAttribute('loading', 'eager');
    expect(flagship).toHaveAttribute('fetchpriority', 'high');
    expect(flagship.getAttribute('src')).toMatch(/^\/assets\/work\/kalma\/cover\.[0-9a-f]{10}-800\.webp$/);
    expect([flagship.getAttribute('width'), flagship.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(within(hero).getByRole('link', { name: text.flagship })).toHaveAttribute('href', '/projects/kalma');
    // The wizard, as a document of its own (its CSP allows the booking widget), and the work.
    expect(within(hero).getByRole('link', { name: text.getStarted })).toHaveAttribute('href', '/consultation');
    expect(within(hero).getByRole('link', { name: text.work })).toHaveAttribute('href', '/projects');
    expect(within(hero).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows every section with its cards, in order', () => {
    renderWithProviders(<HomePage />, { language });
    const innovation = screen.getByRole('region', { name: 'Innovation' });
    expect(within(innovation).getByRole('link', { name: text.innovations })).toHaveAttribute(
      'href',
      '/expertise#innovation',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([...Object.keys(text.sections), text.banner]);
    for (const [section, cards] of Object.entries(text.sections)) {
      const region = screen.getByRole('region', { name: section });
      const cardHeadings = within(region).getAllByRole('heading', { level: 3 });
      expect(cardHeadings.map((heading) => heading.textContent)).toEqual(cards);
    }
  });

  it('gives the expertise and about sections their anchors, each service leading to its part of /expertise', () => {
    renderWithProviders(<HomePage />, { language });
    const [expertise, about] = Object.keys(text.sections);
    const services = screen.getByRole('region', { name: expertise });
    expect(services).toHaveAttribute('id', 'expertise');
    expect(screen.getByRole('region', { name: about })).toHaveAttribute('id', 'about');
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      ['web', 'mobile', 'blockchain', 'banking', 'marketing', 'social', 'innovation'].map((id) => `/expertise#${id}`),
    );
  });

  it('teases the four projects after it with their clients, translated categories, lazy covers and a link to all', () => {
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
});
