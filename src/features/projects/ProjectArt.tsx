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
  className?: string;
}

/**
 * The project's photo. Should it fail to load, its frame takes the category's own gradient and icon, so
 * a grid of unreachable photos still reads as six designed, distinct covers.
 */
export function ProjectArt({ project, alt, sizes, maxWidth, className = '' }: ProjectArtProps) {
  const Icon = categoryIcons[project.category];
  return (
    <div className={`project-art project-art--${project.category} ${className}`}>
      <StockPhoto image={project.image} alt={alt} sizes={sizes} maxWidth={maxWidth} />
      <Icon className="project-art__icon" aria-hidden="true" />
    </div>
  );
}
