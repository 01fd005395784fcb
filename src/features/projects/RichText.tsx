import type { Block, Inline } from '../../content/caseStudy';

function InlineText({ content }: { content: readonly Inline[] }) {
  return content.map((part, index) => {
    if (typeof part === 'string') return part;
    const children = <InlineText content={part.children} />;
    // Order is all that identifies the parts of a text the build wrote once.
    /* eslint-disable react/no-array-index-key */
    if (part.type === 'strong') return <strong key={index}>{children}</strong>;
    if (part.type === 'em') return <em key={index}>{children}</em>;
    return (
      <a key={index} href={part.href} {...(part.href.startsWith('/') ? {} : { rel: 'noopener noreferrer' })}>
        {children}
      </a>
    );
    /* eslint-enable react/no-array-index-key */
  });
}

/** A case study's section, as the build turned its Markdown into blocks: rendered as text, never as HTML. */
export function RichText({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    /* eslint-disable react/no-array-index-key */
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
    /* eslint-enable react/no-array-index-key */
  });
}
