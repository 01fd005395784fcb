import type { StockImage } from '../lib/stockImage';

export const projectCategories = ['fintech', 'ecommerce', 'healthcare', 'education', 'ai', 'blockchain'] as const;

export type ProjectCategory = (typeof projectCategories)[number];

export type ProjectId = '1' | '2' | '3' | '4' | '5' | '6';

/**
 * A showcase project. Its title and description live in the dictionaries under
 * `projects.items.<id>` so that both languages stay in the same place as the rest of the copy.
 */
export interface Project {
  readonly id: ProjectId;
  readonly image: StockImage;
  readonly category: ProjectCategory;
  /** Where the project is shown on the site (the projects are showcases with no public URL). */
  readonly link: string;
  readonly tags: readonly string[];
  readonly year: number;
}

const photo = (id: string): StockImage => ({ id, width: 1200, height: 800 });

/** The portfolio, in display order. The home page teaser shows the first four. */
export const portfolio: readonly Project[] = [
  {
    id: '1',
    image: photo('photo-1563986768609-322da13575f3'),
    category: 'fintech',
    link: '/projects#project-1',
    tags: ['React', 'Node.js', 'MongoDB'],
    year: 2024,
  },
  {
    id: '2',
    image: photo('photo-1556742049-0cfed4f6a45d'),
    category: 'ecommerce',
    link: '/projects#project-2',
    tags: ['Vue.js', 'Express', 'PostgreSQL'],
    year: 2024,
  },
  {
    id: '3',
    image: photo('photo-1576091160399-112ba8d25d1d'),
    category: 'healthcare',
    link: '/projects#project-3',
    tags: ['React Native', 'Firebase'],
    year: 2023,
  },
  {
    id: '4',
    image: photo('photo-1501504905252-473c47e087f8'),
    category: 'education',
    link: '/projects#project-4',
    tags: ['Next.js', 'Tailwind CSS'],
    year: 2023,
  },
  {
    id: '5',
    image: photo('photo-1551288049-bebda4e38f71'),
    category: 'ai',
    link: '/projects#project-5',
    tags: ['Python', 'TensorFlow', 'React'],
    year: 2024,
  },
  {
    id: '6',
    image: photo('photo-1639762681485-074b7f938ba0'),
    category: 'blockchain',
    link: '/projects#project-6',
    tags: ['Solidity', 'Web3.js', 'React'],
    year: 2023,
  },
];

export const teaserProjects = portfolio.slice(0, 4);
