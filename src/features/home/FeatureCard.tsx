import type { LucideIcon } from 'lucide-react';
import { Reveal } from '../../components/Reveal';

export interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Position in its group, for the staggered entrance. */
  step: number;
  /** One level below the section's heading. */
  headingLevel?: 2 | 3;
  tone?: 'light' | 'dark';
}

export function FeatureCard({ icon: Icon, title, text, step, headingLevel = 3, tone = 'light' }: FeatureCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Reveal step={step} className="h-100">
      <article className={`card-soft feature-card feature-card--${tone}`}>
        <span className="icon-badge">
          <Icon aria-hidden="true" focusable="false" />
        </span>
        <Heading className="feature-card__title">{title}</Heading>
        <p>{text}</p>
      </article>
    </Reveal>
  );
}
