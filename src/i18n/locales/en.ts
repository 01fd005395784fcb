import type { Dictionary } from './dictionary';

/** Typed as the French dictionary: a key missing here, or present only here, fails the type check. */
const en: Dictionary = {
  language: {
    toggle: 'FR',
    toggleName: 'FR, switch the site to French',
  },
  theme: {
    legend: 'Theme',
    button: 'Theme: {{choice}}',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  nav: {
    label: 'Main navigation',
    skipToContent: 'Skip to content',
    home: 'Home',
    about: 'About',
    expertise: 'Expertise',
    contact: 'Contact',
    projects: 'Projects',
    journal: 'Journal',
    startProject: 'Start a project',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    homeLink: '{{name}}, home',
  },
  hero: {
    eyebrow: 'Creative digital agency',
    title: 'We shape your digital ideas',
    subtitle:
      'Strategy, design and technology in one team, to build websites, apps and services that grow your business.',
    getStarted: 'Get started',
    seeWork: 'See our work',
    flagship: 'Flagship project',
  },
  projects: {
    title: 'Our projects',
    subtitle: 'A selection of work for clients in every sector.',
    eyebrow: 'Our work',
    filtersLabel: 'Filter projects',
    teaserTitle: 'Recent projects',
    viewAll: 'View all projects',
    searchLabel: 'Search projects',
    searchPlaceholder: 'Search projects…',
    categoryLabel: 'Category',
    all: 'All categories',
    viewProject: 'View project',
    viewProjectName: 'View project: {{title}}',
    year: 'Year',
    tags: 'Technologies',
    resultCount_one: '{{count}} project',
    resultCount_other: '{{count}} projects',
    empty: 'No project matches your search.',
    emptyHint: 'Try another keyword or choose “All categories”.',
    clearFilters: 'Clear filters',
    categories: {
      fintech: 'Fintech',
      ecommerce: 'E-commerce',
      healthcare: 'Healthcare',
      education: 'Education',
      ai: 'AI',
      blockchain: 'Blockchain',
    },
  },
  expertise: {
    eyebrow: 'Know-how',
    title: 'Our expertise',
    subtitle: 'Seven crafts in one team, from the first workshop to launch.',
    items: {
      web: {
        title: 'Web development',
        text: 'Fast, accessible websites, platforms and web apps.',
      },
      mobile: {
        title: 'Mobile apps',
        text: 'iOS and Android apps, and installable web apps that work offline.',
      },
      blockchain: {
        title: 'Blockchain',
        text: 'Audited smart contracts, tokens and decentralised apps.',
      },
      banking: {
        title: 'Banking and finance',
        text: 'Banking journeys, payments and compliance for financial firms.',
      },
      marketing: {
        title: 'Digital marketing',
        text: 'Search, campaigns and content, measured to attract and convert the right customers.',
      },
      social: {
        title: 'Social media',
        text: 'Content plans, creative work and community management for a steady, recognisable presence.',
      },
      innovation: {
        title: 'Innovation',
        text: 'Artificial intelligence, quantum computing and the metaverse, tested through prototypes.',
      },
    },
  },
  forms: {
    trap: 'Leave this field empty',
    privacyLink: 'How we handle your data',
  },
  errors: {
    unexpected: {
      title: 'Unexpected application error!',
      status: 'Status: {{status}}',
      message: 'Message: {{message}}',
      home: 'Back to home',
    },
  },
};

export default en;
