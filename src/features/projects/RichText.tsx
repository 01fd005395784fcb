import type { Block, Inline } from '../../content/caseStudy';

/** A link to another site tells it nothing of this page. */
const externalRel = 'noopener noreferrer';

function InlineText({ content }: { content: readonly Inline[] }) {
  return content.map((part, index) => {
    if (typeof part === 'string') return part;
    const children = <InlineText content={part.children} />;
    // Order is all that identifies the parts of a text the build wrote once.

    if (part.type === 'strong') return <strong key={index}>{children}</strong>;
    if (part.type === 'em') return <em key={index}>{children}</em>;
    return (
      <a key={index} href={part.href} rel={part.href.startsWith('/') ? undefined : externalRel}>
        {children}
      </a>
    );
  });
}

/** A case study's section, as the build turned its Markdown into blocks: rendered as text, never as HTML. */
export function RichText({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    if (block.type === 'paragraph')
      return (
        <p key={index}>
          <InlineText content={block.children} />
        </p>
      );
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <InlineText content={item} />
          </li>
        ))}
      </List>
    );
  });
}
