import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../../src/app/AppRoutes';
import { articles } from '../../../../src/content/journal';
import { projectBySlug } from '../../../../src/content/portfolio';
import { otherLanguage, type Language } from '../../../../src/i18n/languages';
import { fullDictionaries } from '../../../support/fullDictionaries';
import { renderWithProviders } from '../../../support/renderWithProviders';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/**
 * The page suspends on its body's chunk (`use`) and the layout on the footer's: React hands a suspension's retry
 * to the surrounding `act` only when that act is awaited, so a later test's body could wait forever.
 */
async function renderArticle(language: Language, slug: string) {
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(
      <>
        <AppRoutes />
        <Address />
      </>,
      { language, route: `/journal/${slug}` },
    );
    await Promise.resolve();
  });
  if (rendered === undefined) throw new Error('Not rendered');
  return rendered;
}

const shown = (text: string) => text.replace(/\s+/g, ' ');

// The body's chunk is the article file, transformed on its first import: a busy machine takes over a second.
const chunkLoad = { timeout: 5000 };

describe.each(['fr', 'en'] as const)('an article in %s', (language) => {
  const copy = fullDictionaries[language];
  const card = articles.find((candidate) => candidate[language]?.projects.length);
  const meta = card?.[language];
  if (card === undefined || meta === undefined) throw new Error(`No article in ${language} with related work`);

  it('shows its header, its cover and, from its own chunk, its body with anchored headings', async () => {
    await renderArticle(language, card.slug);
    expect(await screen.findByRole('heading', { level: 1, name: meta.title })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: meta.title });
    expect(article).toHaveTextContent(
      shown(copy.journal.byline.replace('{{name}}', meta.author.name).replace('{{role}}', meta.author.role)),
    );
    expect(article).toHaveTextContent(shown(copy.journal.published.replace('{{date}}', meta.publishedLabel)));
    expect(within(article).getByRole('img', { name: meta.coverAlt })).toBeInTheDocument();
    const topics = within(article).getByRole('list', { name: copy.journal.tagsLabel });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(meta.tags.map((tag) => `/journal?tag=${tag.key}`));
    // The body's first section, once its chunk has loaded (the related work's heading is there at once).
    const section = await waitFor(() => {
      const heading = article.querySelector<HTMLElement>('.article__body h2');
      if (heading === null) throw new Error('The body has not loaded');
      return heading;
    }, chunkLoad);
    expect(section.id).not.toBe('');
    expect(within(section.parentElement ?? article).getByRole('link', { name: /./ })).toHaveAttribute(
      'href',
      `#${section.id}`,
    );
  });

  it('ends with its related work and the way to start a project, the newsletter sign-up after them', async () => {
    await renderArticle(language, card.slug);
    const related = await screen.findByRole('region', { name: copy.journal.related });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(meta.projects.map((slug) => `/projects/${slug}`));
    for (const slug of meta.projects) expect(related).toHaveTextContent(projectBySlug(slug)?.client ?? 'a client');
    const cta = screen.getByRole('complementary', { name: copy.journal.ctaTitle });
    expect(within(cta).getByRole('link', { name: copy.journal.ctaButton })).toHaveAttribute('href', '/consultation');
    // Then the footer's newsletter sign-up, the page's only one.
    const [signup] = screen.getAllByRole('textbox', { name: copy.newsletter.label });
    expect(screen.getAllByRole('textbox', { name: copy.newsletter.label })).toHaveLength(1);
    expect(cta.compareDocumentPosition(signup ?? cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows a link of its body to a page of the site within the app', async () => {
    const { user } = await renderArticle(language, card.slug);
    const body = await screen.findByRole('article', { name: meta.title });
    await waitFor(() => expect(body.querySelector('.article__body')).not.toBeNull(), chunkLoad);
    const inSite = body.querySelector<HTMLAnchorElement>('.article__body a[href^="/"]:not([data-own-document])');
    if (inSite === null) throw new Error(`${card.slug} (${language}) links to no page of the site`);
    const href = inSite.getAttribute('href') ?? '';
    await user.click(inSite);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(href.replace(/^\/en(?=\/)/, '')));
  });
});

describe('an article written in one language', () => {
  const single = articles.find((card) => card.languages.length === 1);
  const [written = 'fr'] = single?.languages ?? [];

  it('is an unknown address in the other language', async () => {
    if (single === undefined) throw new Error('The sample journal has an article in one language only');
    const other = otherLanguage(written);
    await renderArticle(other, single.slug);
    expect(
      await screen.findByRole('heading', { level: 1, name: fullDictionaries[other].notFound.title }),
    ).toBeInTheDocument();
  });
});
