import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AgentTools } from '../../../../src/app/agents/AgentTools';
import { AppRoutes } from '../../../../src/app/AppRoutes';
import type { ToolsOfPage } from '../../../../src/app/agents/siteTools';
import { portfolio } from '../../../../src/content/portfolio';
import { filterProjects } from '../../../../src/features/projects/projectsFilter';
import agentsEn from '../../../../src/i18n/locales/agents/en';
import agentsFr from '../../../../src/i18n/locales/agents/fr';
import { emailError } from '../../../../src/lib/email';
import { confirmedTool } from '../../../../src/lib/webmcp/tools';
import { installFakeModelContext, type FakeModelContext } from '../../../support/fakeModelContext';
import { projectTextsIn } from '../../../support/projectTexts';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { fullDictionaries } from '../../../support/fullDictionaries';
import { makeStore } from '../../../../src/app/store';
import { createStaticI18n } from '../../../../src/i18n/staticI18n';
import { startAgentTools } from '../../../../src/app/agents/startAgentTools';

let modelContext: FakeModelContext & { remove: () => void };
beforeEach(() => {
  modelContext = installFakeModelContext();
});
afterEach(() => {
  modelContext.remove();
});

const toolNames = () => modelContext.getTools().map((tool) => tool.name);
/** The agent's call, as Chromium answers it (parsed back from JSON). The call may open the dialog at once: in `act`. */
function execute(name: string, input: unknown, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const tool = modelContext.getTools().find((listed) => listed.name === name);
  if (tool === undefined) throw new Error(`${name} is not registered`);
  let answer: Promise<string> = Promise.resolve('{}');
  act(() => {
    answer = modelContext.executeTool(tool, input, { signal });
  });
  return answer.then((json) => JSON.parse(json) as Record<string, unknown>);
}

describe('the site’s tools, page by page (startAgentTools, which src/index.tsx loads where WebMCP is)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    act(() => {
      stop();
    });
    Reflect.deleteProperty(window, 'navigation');
    window.history.replaceState(null, '', '/');
  });

  /** The address as the app's router changes it: `pushState`, which the Navigation API reports. */
  function goTo(path: string) {
    act(() => {
      window.history.pushState(null, '', path);
      navigation.dispatchEvent(new Event('currententrychange'));
    });
  }
  const navigation = new EventTarget();

  it('registers search_projects on the projects page and the home page, in the page’s language, and withdraws it elsewhere', async () => {
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    window.history.replaceState(null, '', '/en/projects');
    const i18n = createStaticI18n('en', fullDictionaries);
    act(() => {
      stop = startAgentTools(makeStore(), i18n);
    });
    await waitFor(() => expect(toolNames()).toEqual(['search_projects', 'subscribe_newsletter']));
    const [tool] = modelContext.getTools();
    expect(tool).toMatchObject({
      title: agentsEn.searchProjects.title,
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', additionalProperties: false },
    });
    expect(tool?.description).toContain('Studio Nova');

    goTo('/en/contact');
    await waitFor(() => expect(toolNames()).toEqual(['send_contact_message', 'subscribe_newsletter']));
    goTo('/en/');
    await waitFor(() => expect(toolNames()).toEqual(['search_projects', 'subscribe_newsletter']));
    // Back, which the browser reports as `popstate` too.
    act(() => {
      window.history.replaceState(null, '', '/en/legal');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(toolNames()).toEqual(['subscribe_newsletter']));
  });
});

describe('search_projects', () => {
  it.each([
    ['fr', { query: 'react' }],
    ['fr', { category: 'fintech' }],
    ['en', { query: 'PAYMENT' }],
    ['en', { query: 'app', category: 'healthcare' }],
    ['fr', { query: 'sante' }],
    ['en', { query: 'KALMA' }],
    ['en', {}],
  ] as const)('answers in %s what the page’s own filter shows for %j', async (language, input) => {
    const { i18n } = renderWithProviders(<AgentTools pathname="/projects" />, { language });
    await waitFor(() => expect(toolNames()).toEqual(['search_projects', 'subscribe_newsletter']));
    const t = i18n.getFixedT(language);
    // The texts the page's cards show and its search looks in (useProjectTexts).
    const texts = projectTextsIn(language);
    const expected = filterProjects(portfolio, texts, {
      search: 'query' in input ? input.query : '',
      category: 'category' in input ? input.category : 'all',
    });
    const answer = await execute('search_projects', input);
    const base = language === 'en' ? '/en' : '';
    expect(answer).toEqual({
      status: 'ok',
      count: expected.length,
      projects: expected.map((project) => ({
        title: texts[project.slug]?.title,
        category: project.category,
        categoryName: t(`projects.categories.${project.category}`),
        year: project.year,
        summary: texts[project.slug]?.description,
        url: `http://localhost${base}/projects/${project.slug}`,
      })),
    });
  });

  it.each([
    ['fr', 'Rechercher un projet', ['blockchain', 'kalma', 'sante', 'ecommerce', 'Développement mobile', 'react']],
    ['en', 'Search projects', ['BLOCKCHAIN', 'Kalma', 'healthcare', 'e commerce', 'food retail', 'react']],
  ] as const)(
    'answers in %s the very cards the projects page shows for the same search',
    async (language, label, queries) => {
      const { user } = renderWithProviders(
        <>
          <AppRoutes />
          <AgentTools pathname="/projects" />
        </>,
        { language, route: '/projects' },
      );
      await waitFor(() => expect(toolNames()).toEqual(['search_projects', 'subscribe_newsletter']));
      const search = await screen.findByRole('searchbox', { name: label });
      for (const query of queries) {
        await user.clear(search);
        await user.paste(query);
        const shown = screen
          .getAllByRole('article')
          .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
        const answer = await execute('search_projects', { query });
        expect({ query, titles: (answer.projects as { title: string }[]).map(({ title }) => title) }).toEqual({
          query,
          titles: shown,
        });
        // Each of these finds some projects, not all.
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThan(portfolio.length);
      }
    },
  );

  it('finds some projects and not others (the filter really filters)', async () => {
    renderWithProviders(<AgentTools pathname="/projects" />);
    await waitFor(() => expect(toolNames()).toEqual(['search_projects', 'subscribe_newsletter']));
    const everyProject = await execute('search_projects', {});
    expect(everyProject.count).toBe(portfolio.length);
    const fintech = await execute('search_projects', { category: 'fintech' });
    expect(fintech.count).toBeGreaterThan(0);
    expect(fintech.count).toBeLessThan(portfolio.length);
    expect(await execute('search_projects', { query: 'no project says this' })).toEqual({
      status: 'ok',
      count: 0,
      projects: [],
    });
  });

  it('refuses an input outside its schema, naming the field in the visitor’s language', async () => {
    renderWithProviders(<AgentTools pathname="/en/projects" />, { language: 'en' });
    await waitFor(() => expect(toolNames()).toEqual(['search_projects', 'subscribe_newsletter']));
    expect(await execute('search_projects', { category: 'spaceships' })).toEqual({
      status: 'invalid_input',
      field: 'category',
      message: '“category” must be one of these values: fintech, ecommerce, healthcare, education, ai, blockchain.',
    });
    expect(await execute('search_projects', { query: 'x'.repeat(101) })).toMatchObject({
      status: 'invalid_input',
      field: 'query',
      message: '“query” must have at most 100 characters.',
    });
    expect(await execute('search_projects', { q: 'react' })).toMatchObject({ status: 'invalid_input', field: 'q' });
  });
});

/** A stand-in for phase 2's sending tools: the same module, with an action that records what it is given. */
function standIn(send: jest.Mock): ToolsOfPage {
  return (route, context) => [
    confirmedTool<{ email: string; message: string }>(
      {
        name: 'send_note',
        title: 'Send a note',
        description: 'A stand-in sending tool.',
        inputSchema: {
          type: 'object',
          properties: {
            email: { type: 'string', format: 'email', maxLength: 254, description: 'E-mail' },
            message: { type: 'string', minLength: 10, maxLength: 500, description: 'Message' },
          },
          required: ['email', 'message'],
          additionalProperties: false,
        },
        check: ({ email }) =>
          emailError(email) === undefined ? undefined : { field: 'email', message: 'Not an e-mail address' },
        preview: ({ email, message }) => ({
          action: route === '/contact' ? 'un message' : 'a note',
          lines: [
            { label: 'E-mail', value: email },
            { label: 'Message', value: message },
          ],
        }),
        send,
      },
      context,
    ),
  ];
}

const note = { email: 'ada@example.fr', message: 'Bonjour, un projet à vous proposer.' };

describe('a tool that sends only once the visitor confirms (confirmedTool and its dialog)', () => {
  it('shows the visitor exactly what would be sent, focus on Decline, and a refusal sends nothing', async () => {
    const send = jest.fn();
    const { user } = renderWithProviders(
      <>
        <button type="button">Before</button>
        <AgentTools pathname="/contact" toolsOf={standIn(send)} />
      </>,
    );
    await waitFor(() => expect(toolNames()).toEqual(['send_note']));
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    const answer = execute('send_note', note);

    const dialog = await screen.findByRole('dialog', { name: agentsFr.dialog.title });
    expect(dialog).toHaveAccessibleDescription(
      'Il propose d’envoyer en votre nom\u00a0: un message. Rien ne part sans votre accord.',
    );
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Ce qui serait envoyé' })).toBeInTheDocument();
    expect([...dialog.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'E-mail',
      note.email,
      'Message',
      note.message,
    ]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Refuser' })).toHaveFocus());

    // Tab stays in the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Confirmer l’envoi' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Refuser' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await answer).toEqual({ status: 'declined', message: agentsFr.answers.declined });
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(before).toHaveFocus();
  });

  it('declines with Escape, in English too', async () => {
    const send = jest.fn();
    const { user } = renderWithProviders(<AgentTools pathname="/en/" toolsOf={standIn(send)} />, { language: 'en' });
    await waitFor(() => expect(toolNames()).toEqual(['send_note']));
    const answer = execute('send_note', note);
    const dialog = await screen.findByRole('dialog', { name: 'Your AI assistant asks for your approval' });
    expect(dialog).toHaveAccessibleDescription(
      'It offers to send this on your behalf: a note. Nothing leaves without your approval.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(await answer).toEqual({ status: 'declined', message: 'The visitor declined: nothing was sent.' });
    expect(send).not.toHaveBeenCalled();
  });

  it('runs the action once the visitor confirms, with the checked input, and answers what it answered', async () => {
    const send = jest.fn().mockResolvedValue({ status: 'sent', id: 'b3f1' });
    const { user } = renderWithProviders(<AgentTools pathname="/en/contact" toolsOf={standIn(send)} />, {
      language: 'en',
    });
    await waitFor(() => expect(toolNames()).toEqual(['send_note']));
    const answer = execute('send_note', note);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));
    expect(await answer).toEqual({ status: 'sent', id: 'b3f1' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(note, expect.any(AbortSignal));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an invalid input by its schema or its own rules, naming the field, without asking or sending', async () => {
    const send = jest.fn();
    renderWithProviders(<AgentTools pathname="/contact" toolsOf={standIn(send)} />);
    await waitFor(() => expect(toolNames()).toEqual(['send_note']));
    expect(await execute('send_note', { email: note.email })).toEqual({
      status: 'invalid_input',
      field: 'message',
      message: '«\u00a0message\u00a0» est obligatoire.',
    });
    expect(await execute('send_note', { ...note, message: 'Court' })).toEqual({
      status: 'invalid_input',
      field: 'message',
      message: '«\u00a0message\u00a0» doit compter au moins 10 caractères.',
    });
    expect(await execute('send_note', { ...note, email: 'ada at example' })).toEqual({
      status: 'invalid_input',
      field: 'email',
      message: 'Not an e-mail address',
    });
    expect(await execute('send_note', 'email=ada@example.fr')).toEqual({
      status: 'invalid_input',
      message: 'L’entrée doit être un objet JSON.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('answers busy to a second request while one awaits the visitor, and cancelled when the agent withdraws', async () => {
    const send = jest.fn();
    renderWithProviders(<AgentTools pathname="/contact" toolsOf={standIn(send)} />);
    await waitFor(() => expect(toolNames()).toEqual(['send_note']));
    const withdraw = new AbortController();
    const first = execute('send_note', note, withdraw.signal);
    await screen.findByRole('dialog');
    expect(await execute('send_note', note)).toEqual({ status: 'busy', message: agentsFr.answers.busy });
    act(() => {
      withdraw.abort();
    });
    expect(await first).toEqual({ status: 'cancelled', message: agentsFr.answers.cancelled });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
  });

  it('withdraws the request, sending nothing, when the visitor leaves for a page without the tool', async () => {
    const send = jest.fn();
    const pagesWithTool: ToolsOfPage = (route, context) => (route === '/contact' ? standIn(send)(route, context) : []);
    let goTo: (path: string) => void = () => undefined;
    function AtAddress() {
      const [pathname, setPathname] = useState('/contact');
      goTo = setPathname;
      return <AgentTools pathname={pathname} toolsOf={pagesWithTool} />;
    }
    renderWithProviders(<AtAddress />);
    await waitFor(() => expect(toolNames()).toEqual(['send_note']));
    const answer = execute('send_note', note);
    await screen.findByRole('dialog');
    act(() => {
      goTo('/legal');
    });
    expect(await answer).toMatchObject({ status: 'cancelled' });
    await waitFor(() => expect(toolNames()).toEqual([]));
    expect(send).not.toHaveBeenCalled();
  });

  it('answers an error the agent can relay when the action throws', async () => {
    const send = jest.fn().mockRejectedValue(new Error('boom'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<AgentTools pathname="/contact" toolsOf={standIn(send)} />);
    await waitFor(() => expect(toolNames()).toEqual(['send_note']));
    const answer = execute('send_note', note);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer l’envoi' }));
    expect(await answer).toEqual({ status: 'error', message: agentsFr.answers.error });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
