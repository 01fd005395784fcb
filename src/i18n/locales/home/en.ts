import type fr from './fr';

/** Typed as the French texts: a key missing here, or present only here, fails the type check. */
const en: typeof fr = {
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
  projectsTeaser: {
    eyebrow: 'Our work',
    subtitle: 'Four recent projects, from fintech to education, designed and delivered by our team.',
  },
};

export default en;
