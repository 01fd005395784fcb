import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
  lead: 'Seven crafts, one method: understand your business before writing the first line, then deliver in steps you can measure.',
  areasLabel: 'Our fields',
  web: {
    text: 'Company websites, platforms and web applications: fast on an entry-level phone, accessible to everyone, easy for your teams to evolve.',
    items: {
      first: 'React sites and applications',
      second: 'Platforms and business tools',
      third: 'WCAG accessibility',
    },
  },
  mobile: {
    text: 'iOS and Android apps, or web apps installed from the browser: we choose with you what your users will actually open, and make it work offline.',
    items: {
      first: 'iOS and Android apps',
      second: 'Installable web apps (PWAs)',
      third: 'Offline use',
    },
  },
  blockchain: {
    text: 'Smart contracts, tokens and decentralised applications, audited before every release and explained to the people who will run them.',
    items: {
      first: 'Audited smart contracts',
      second: 'Tokens and digital assets',
      third: 'Traceability and shared ledgers',
    },
  },
  banking: {
    text: 'Banking journeys, payments and compliance: we design financial services that are clear for your customers and solid for your auditors.',
    items: {
      first: 'Online account opening',
      second: 'Instant payments and transfers',
      third: 'PSD2 and GDPR compliance',
    },
  },
  marketing: {
    text: 'Acquisition, retention and measurement: campaigns steered by the numbers, for a brand people recognise.',
    items: { first: 'Search and content', second: 'Advertising campaigns', third: 'Performance dashboards' },
  },
  social: {
    text: 'Content plans, creative work and community management: a steady presence on the networks where your customers are, and the numbers to see what works.',
    items: {
      first: 'Strategy and content calendar',
      second: 'Posts, visuals and video',
      third: 'Community management and moderation',
    },
  },
  innovation: {
    text: 'Our lab tries tomorrow’s technologies on your own use cases, through short prototypes, before you commit a budget: artificial intelligence in your tools, quantum computing to prepare your systems, the metaverse to show your products in a new way.',
    items: {
      first: 'Artificial intelligence: assistants, recommendations and predictive analytics',
      second: 'Quantum computing: research, prototypes and post-quantum cryptography',
      third: 'Metaverse: immersive 3D product showcases and training',
    },
  },
  how: {
    title: 'Our method',
    steps: {
      understand: {
        title: 'Understand',
        text: 'Workshops with your teams and your customers: the problem, the constraints, what really matters.',
      },
      design: {
        title: 'Design',
        text: 'Prototypes tested with real users before a single line of code is written.',
      },
      build: {
        title: 'Build',
        text: 'A delivery every two weeks, visible and measurable, all the way to launch.',
      },
      grow: {
        title: 'Grow',
        text: 'Follow-up, improvements and training for your teams, for a product that lives without us.',
      },
    },
  },
  forWhom: {
    title: 'Who we work for',
    text: 'Organisations of every size with a digital service to launch or to turn around.',
    clients: {
      startups: 'Start-ups and scale-ups',
      finance: 'Banks and fintechs',
      retail: 'Retail and brands',
      public: 'Health and education',
    },
  },
};

export default en;
