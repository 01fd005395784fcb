export interface SectionHeadingProps {
  /** The heading's id, which names its section (`aria-labelledby`). */
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** 1 where the section is the page itself (/expertise), 2 inside the home page. */
  level?: 1 | 2;
  className?: string;
}

export function SectionHeading({ id, eyebrow, title, subtitle, level = 2, className = '' }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`section-heading ${className}`.trim()}>
      <p className="eyebrow">{eyebrow}</p>
      <Heading id={id}>{title}</Heading>
      <p className="section-heading__lead">{subtitle}</p>
    </div>
  );
}
