import { Lexer, type Token, type Tokens } from 'marked';
import type { Block, Inline } from '../../src/content/caseStudy';
import type { Language } from '../../src/i18n/languages';
import { typeset } from './typography';

/** What a case study's text may hold; anything else is refused by name, so the page never drops it silently. */
export class RichTextError extends Error {}

const safeHref = /^(?:https?:\/\/|mailto:|\/(?!\/))/;

function inline(tokens: readonly Token[], language: Language): Inline[] {
  return tokens.flatMap((token): Inline[] => {
    switch (token.type) {
      case 'text':
      case 'escape':
      case 'codespan': {
        const { tokens: children } = token as Tokens.Text;
        return children === undefined ? [typeset(token.text as string, language)] : inline(children, language);
      }
      case 'strong':
        return [{ type: 'strong', children: inline((token as Tokens.Strong).tokens, language) }];
      case 'em':
        return [{ type: 'em', children: inline((token as Tokens.Em).tokens, language) }];
      case 'link': {
        const link = token as Tokens.Link;
        if (!safeHref.test(link.href))
          throw new RichTextError(`the link to "${link.href}" is neither https://, mailto: nor a path of the site`);
        return [{ type: 'link', href: link.href, children: inline(link.tokens, language) }];
      }
      case 'br':
        return [' '];
      default:
        throw new RichTextError(`${describe(token)} is not allowed (paragraphs, lists, bold, italics and links are)`);
    }
  });
}

function describe(token: Token): string {
  const names: Record<string, string> = {
    html: 'HTML',
    image: 'an image',
    code: 'a code block',
    table: 'a table',
    blockquote: 'a quotation block (the quote belongs in the front matter)',
    heading: 'a heading',
    hr: 'a horizontal rule',
    del: 'struck-through text',
  };
  return `${names[token.type] ?? `"${token.type}"`} ("${token.raw.trim().slice(0, 40)}")`;
}

/** A list item's words: the text of a tight list, or the single paragraph of a loose one. */
function itemContent(item: Tokens.ListItem, language: Language): Inline[] {
  return item.tokens.flatMap((token) => {
    if (token.type === 'space') return [];
    if (token.type === 'text' || token.type === 'paragraph')
      return inline((token as Tokens.Text).tokens ?? [token], language);
    throw new RichTextError(`${describe(token)} inside a list item is not allowed`);
  });
}

/** A section's Markdown as blocks of the small tree the page renders (src/content/caseStudy.ts). */
export function richText(markdown: string, language: Language): Block[] {
  return new Lexer().lex(markdown).flatMap((token): Block[] => {
    switch (token.type) {
      case 'space':
        return [];
      case 'paragraph':
        return [{ type: 'paragraph', children: inline((token as Tokens.Paragraph).tokens, language) }];
      case 'list': {
        const list = token as Tokens.List;
        return [{ type: 'list', ordered: list.ordered, items: list.items.map((item) => itemContent(item, language)) }];
      }
      default:
        throw new RichTextError(`${describe(token)} is not allowed (paragraphs and lists are)`);
    }
  });
}
