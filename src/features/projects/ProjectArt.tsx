import { Blocks, BrainCircuit, GraduationCap, HeartPulse, Landmark, ShoppingBag, type LucideIcon } from 'lucide-react';
import { StockPhoto } from '../../components/StockPhoto';
import type { Project, ProjectCategory } from '../../content/portfolio';

const categoryIcons: Record<ProjectCategory, LucideIcon> = {
  fintech: Landmark,
  ecommerce: ShoppingBag,
  healthcare: HeartPulse,
  education: GraduationCap,
  ai: BrainCircuit,
  blockchain: Blocks,
};

export interface ProjectArtProps {
  project: Project;
  alt: string;
  sizes: string;
  maxWidth?: number;
  /** On the first screen: loaded at once, with high priority (see StockPhoto). */
  priority?: boolean;
  className?: string;
}

/**
 * The project's photo over a cover of the category's own gradient and icon: while the photo loads, and for
 * good if it cannot, a grid of unreachable photos still reads as six designed, distinct covers.
 */
export function ProjectArt({ project, alt, sizes, maxWidth, priority = false, className = '' }: ProjectArtProps) {
  const Icon = categoryIcons[project.category];
  return (
    <div className={`project-art project-art--${project.category} ${className}`}>
      <Icon className="project-art__icon" aria-hidden="true" />
      {project.image === undefined ? (
        <span className="visually-hidden">{alt}</span>
      ) : (
        <StockPhoto image={project.image} alt={alt} sizes={sizes} maxWidth={maxWidth} priority={priority} />
      )}
    </div>
  );
}
