import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
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
};

export default en;
