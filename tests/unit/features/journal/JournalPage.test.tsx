import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../../src/app/AppRoutes';
import { articlesIn } from '../../../../src/content/journal';
import type { Language } from '../../../../src/i18n/languages';
import { fullDictionaries } from '../../../support/fullDictionaries';
import { renderWithProviders } from '../../../support/renderWithProviders';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderJournal(language: Language, route = '/journal') {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { language, route },
  );
}

/** Words as the page shows them, its no-break spaces as spaces (as toHaveTextContent reads the page). */
const shown = (text: string) => text.replace(/\s+/g, ' ');

describe.each(['fr', 'en'] as const)('the journal in %s', (language) => {
  const copy = fullDictionaries[language].journal;
  const articles = articlesIn(language);
  const count = () => within(screen.getByRole('region', { name: copy.title })).getByRole('status');
  const tagged = (key: string) => articles.filter(({ meta }) => meta.tags.some((tag) => tag.key === key));
  const [first] = articles;
  if (first === undefined) throw new Error(`No article in ${language}`);
  const [tag] = first.meta.tags;
  if (tag === undefined) throw new Error('An article without a tag');

  it('lists the articles written in its language, newest first, each with its date, reading time and topics', async () => {
    renderJournal(language);
    expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeInTheDocument();
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(
      articles.map(({ meta }) => meta.title),
    );
    const [newest] = items;
    expect(within(newest ?? document.body).getByRole('link', { name: first.meta.title })).toHaveAttribute(
      'href',
      `/journal/${first.card.slug}`,
    );
    expect(newest).toHaveTextContent(shown(copy.published.replace('{{date}}', first.meta.publishedLabel)));
    expect(newest).toHaveTextContent(shown(copy.readingTime.replace('{{count}}', String(first.meta.readingMinutes))));
    expect(within(newest ?? document.body).getByRole('list', { name: copy.tagsLabel })).toHaveTextContent(tag.label);
    expect(count()).toHaveTextContent(
      (articles.length === 1 ? copy.count_one : copy.count_other).replace('{{count}}', String(articles.length)),
    );
    expect(screen.getByRole('link', { name: copy.feed })).toHaveAttribute(
      'href',
      language === 'fr' ? '/journal/feed.xml' : '/en/journal/feed.xml',
    );
  });

  it('filters by a topic kept in the address, and back to every topic', async () => {
    const { user } = renderJournal(language);
    const topics = await screen.findByRole('navigation', { name: copy.filterLabel });
    expect(within(topics).getByRole('link', { name: copy.allTags })).toHaveAttribute('aria-current', 'true');
    await user.click(within(topics).getByRole('link', { name: tag.label }));
    await waitFor(() => expect(count()).toHaveTextContent(tag.label));
    expect(screen.getByLabelText('address')).toHaveTextContent(`/journal?tag=${tag.key}`);
    expect(within(topics).getByRole('link', { name: tag.label })).toHaveAttribute('aria-current', 'true');
    expect(
      screen.getAllByRole('article').map((item) => within(item).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(tagged(tag.key).map(({ meta }) => meta.title));
    await user.click(within(topics).getByRole('link', { name: copy.allTags }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(articles.length));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/journal$/);
  });

  it('opens filtered from a shared address, and says so when the topic is unknown', async () => {
    renderJournal(language, `/journal?tag=${tag.key}`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(tagged(tag.key).length));
    renderJournal(language, '/journal?tag=no-such-topic');
    expect(await screen.findByText(copy.unknownTag)).toBeInTheDocument();
  });
});
