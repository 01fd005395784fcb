import type { Dictionary } from './dictionary';

/** Typed as the French dictionary: a key missing here, or present only here, fails the type check. */
const en: Dictionary = {
  meta: {
    home: {
      title: '{{name}}: creative digital agency',
      description:
        'Creative digital agency: strategy, design and development of websites, mobile apps and blockchain projects that help your business grow.',
    },
    projects: {
      title: 'Our projects | {{name}}',
      description:
        'Our work in fintech, e-commerce, healthcare, education, AI and blockchain: digital products designed, tested and delivered for our clients.',
    },
    consultation: {
      title: 'Start your project | {{name}}',
      description:
        'Free consultation: four questions about your project, budget and timeline, then a call with our team to plan the next steps together.',
    },
    expertise: {
      title: 'Our expertise | {{name}}',
      description:
        'Web and mobile, blockchain, banking and finance, digital marketing, social media and innovation: one team for every digital challenge, from idea to launch.',
    },
    contact: {
      title: 'Contact us | {{name}}',
      description:
        'A question, an idea or a project to launch? Call us, write to us or drop by the agency: our team replies within 24 hours on business days.',
    },
    legal: {
      title: 'Legal notice and privacy | {{name}}',
      description:
        'Who publishes and hosts this site, and what happens to your data: contact form, newsletter, consultation request and what your browser stores.',
    },
    journal: {
      title: 'Journal: what we know about digital products | {{name}}',
      description:
        'The studio’s journal: accessibility, performance, offline apps and digital products, explained by the team that designs and builds them.',
    },
    article: {
      title: '{{article}} | {{name}}',
      description: '{{summary}}',
    },
    caseStudy: {
      title: '{{project}}: case study | {{name}}',
      description: '{{summary}}',
    },
    newsletterConfirm: {
      title: 'Confirm your subscription | {{name}}',
      description:
        'The last step of signing up for our monthly letter: confirm your email address to receive our news and advice once a month.',
    },
    notFound: {
      title: 'Page not found | {{name}}',
      description:
        'This address leads to no page of the site. Search our work, or go back to the home page, our projects, our expertise or the contact page.',
    },
    ogImageAlt: 'The {{name}} logo, a white N on a violet square, and the agency’s name on a deep indigo background',
  },
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
  about: {
    eyebrow: 'About us',
    title: 'Why choose us',
    text: 'A multidisciplinary team that takes every project from the first idea to launch, and beyond.',
    imageAlt: 'Two colleagues talking in front of a board covered in sketches',
    features: {
      expertise: {
        title: 'Technical expertise',
        text: 'Experienced engineers across web, mobile and blockchain.',
      },
      tools: {
        title: 'Modern tools',
        text: 'Proven technologies, chosen to last and to stay fast.',
      },
      innovation: {
        title: 'Technology watch',
        text: 'We keep up with new technology so that we only bring you what really matters.',
      },
      training: {
        title: 'Training',
        text: 'Your teams learn to run their product on their own.',
      },
      support: {
        title: 'Dedicated customer support',
        text: 'One contact person who knows your project.',
      },
      customTraining: {
        title: 'Tailored training',
        text: 'Sessions tailored to your tools and your teams.',
      },
    },
  },
  innovation: {
    eyebrow: 'Our lab',
    title: 'Innovation',
    subtitle: 'We explore tomorrow’s technologies to put them to work for today’s projects.',
    cta: 'Discover our innovations',
    ai: {
      title: 'Artificial intelligence',
      text: 'Assistants, recommendations and predictive analytics built into your tools.',
    },
    quantum: {
      title: 'Quantum computing',
      text: 'Research and prototypes to get your systems ready for tomorrow’s computing.',
    },
    blockchain: {
      title: 'Blockchain',
      text: 'Smart contracts, traceability and secure digital assets.',
    },
    metaverse: {
      title: 'Metaverse',
      text: 'Immersive 3D experiences to present your products differently.',
    },
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
  projectsTeaser: {
    eyebrow: 'Our work',
    subtitle: 'Four recent projects, from fintech to education, designed and delivered by our team.',
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
  contactBanner: {
    title: 'Have a project in mind?',
    text: 'Let’s talk: the first consultation is free.',
    cta: 'Request a consultation',
    orWrite: 'Or write to us:',
    subject: 'Consultation request',
  },
  footer: {
    tagline: 'We design digital experiences that matter.',
    social: '{{name}} on {{network}}',
    company: 'Company',
    servicesTitle: 'Expertise',
    support: 'Support',
    legal: 'Legal',
    legalNotice: 'Legal notice',
    privacy: 'Privacy',
    navLabel: 'Site map',
    links: {
      contactForm: 'Contact form',
      email: 'Email us',
      phone: 'Call us',
    },
    rights: '© {{year}} {{name}}. All rights reserved.',
  },
  newsletter: {
    title: 'Stay informed',
    description: 'Get our latest news and advice, once a month.',
    label: 'Your email address',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    sending: 'Sending…',
    note: 'One letter a month, unsubscribe in one click.',
    sent: 'Almost done! Confirm with the link sent to {{email}}.',
    queued: 'Offline: the link will be sent when you are back online.',
    failed: 'Sending failed. Please try again.',
    off: 'Sign-ups to our newsletter are closed for now: your address was not kept.',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
  },
  pwa: {
    updateAvailable: 'A new version of the site is available.',
    update: 'Update',
    later: 'Later',
    offline: 'Offline: pages you have seen are still available.',
    install: 'Install the app',
    installHint: 'To install this site, choose “Add to Home Screen” in your browser’s menu.',
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
