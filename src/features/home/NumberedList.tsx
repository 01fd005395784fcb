import { Reveal } from '../../components/Reveal';

export interface NumberedItem {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  /** An anchor of its own, for links to this item (the footer's, the expertise page's). */
  readonly id?: string;
}

/**
 * Items numbered 01, 02, … by the stylesheet (a counter: the list's own numbering, read once), each a
 * heading one level below its section's and a text.
 */
export function NumberedList({
  items,
  headingLevel = 3,
  className = '',
}: {
  items: readonly NumberedItem[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={`numbered ${className}`.trim()}>
      {items.map(({ key, title, text, id }, index) => (
        <li key={key} id={id}>
          <Reveal step={index} className="numbered__item">
            <Heading>{title}</Heading>
            <p>{text}</p>
          </Reveal>
        </li>
      ))}
    </ol>
  );
}
