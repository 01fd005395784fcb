import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer';
import Ajv2020 from 'ajv/dist/2020';
import { localizedPath } from '../../src/i18n/languagePaths';
import type { Language } from '../../src/i18n/languages';
import agentsEn from '../../src/i18n/locales/agents/en';
import agentsFr from '../../src/i18n/locales/agents/fr';
import { launchChromium } from '../support/browser/chromium';
import { url, visit, Visitor } from '../support/browser/pages';
import { contactOutboxDir, outboxDir, outboxRoot } from '../support/state';
import { until } from '../support/until';

/** A tool as Chromium's `document.modelContext.getTools()` lists it (its `window` left out: it cannot leave the page). */
interface ListedTool {
  name: string;
  title: string;
  description: string;
  inputSchema: object;
  annotations?: { readOnlyHint?: boolean };
}

/** The tools the page has registered, as an agent sees them. */
const listedTools = (page: Page) =>
  page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools: () => Promise<ListedTool[]> } }).modelContext;
    return (await context.getTools()).map(({ name, title, description, inputSchema, annotations }) => ({
      name,
      title,
      description,
      inputSchema,
      annotations,
    }));
  });

/** Waits until the page's registered tools are exactly `names` (the tools' chunk loads after the app). */
async function waitForTools(page: Page, names: string[]): Promise<void> {
  await page.waitForFunction(
    async (expected: string[]) => {
      const context = (document as unknown as { modelContext?: { getTools: () => Promise<{ name: string }[]> } })
        .modelContext;
      if (context === undefined) return false;
      const tools = await context.getTools();
      return JSON.stringify(tools.map((tool) => tool.name).sort()) === JSON.stringify(expected);
    },
    {},
    [...names].sort(),
  );
}

/** The agent's call, as Chromium makes it: the listed tool and an input object; the answer is JSON. */
const executeTool = (page: Page, name: string, input: object) =>
  page.evaluate(
    async (toolName, toolInput) => {
      const context = (
        document as unknown as {
          modelContext: {
            getTools: () => Promise<{ name: string }[]>;
            executeTool: (tool: object, input: object) => Promise<string>;
          };
        }
      ).modelContext;
      const tool = (await context.getTools()).find((listed) => listed.name === toolName);
      if (tool === undefined) throw new Error(`${toolName} is not registered`);
      return JSON.parse(await context.executeTool(tool, toolInput)) as Record<string, unknown>;
    },
    name,
    input,
  );

const cardTitles = (page: Page) => page.$$eval('main article h2', (titles) => titles.map((title) => title.textContent));
const cardLinks = (page: Page) =>
  page.$$eval('main article h2 a, main article a[href*="/projects/"]', (links) => [
    ...new Set(links.map((link) => link.href)),
  ]);

const browserLanguages: Record<Language, string[]> = { fr: ['fr-FR', 'fr'], en: ['en-US', 'en'] };
const searchBox: Record<Language, string> = { fr: 'Rechercher un projet', en: 'Search projects' };
const isAgentToolsChunk = (address: string) => /\/assets\/js\/agentTools\.[0-9a-f]+\.js$/.test(address);

// One WebMCP browser for the file; each test has contexts of its own.
let browser: Browser;
let visitor: Visitor;
beforeAll(async () => {
  browser = await launchChromium({ webMcp: true });
  visitor = new Visitor(browser);
});
afterEach(() => visitor.closeContexts());
afterAll(() => browser.close());

describe('with WebMCP (Chromium started with --enable-features=WebMCP)', () => {
  it.each(['fr', 'en'] as const)(
    'in %s: registers search_projects on the projects page with a valid schema, answers what the page shows, withdraws it on leaving',
    async (language) => {
      const { page, errors } = await visitor.open({ languages: browserLanguages[language] });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await visit(page, localizedPath('/projects', language));
      await waitForTools(page, ['search_projects', 'subscribe_newsletter']);
      expect(requested.filter(isAgentToolsChunk)).toHaveLength(1);

      const tool = (await listedTools(page)).find((listed) => listed.name === 'search_projects');
      const copy = { fr: agentsFr, en: agentsEn }[language].searchProjects;
      expect(tool).toMatchObject({ name: 'search_projects', title: copy.title, annotations: { readOnlyHint: true } });
      // A valid JSON Schema (Ajv refuses an unknown keyword or a malformed one), with the page's categories.
      const validate = new Ajv2020({ strict: true }).compile(tool?.inputSchema ?? {});
      expect(validate({ query: 'react', category: 'blockchain' })).toBe(true);
      expect(validate({ category: 'spaceships' })).toBe(false);
      expect(validate({ q: 'react' })).toBe(false);

      // The agent's search and the visitor's give the same projects, in the same order, with their pages.
      await page.locator(`::-p-aria([name="${searchBox[language]}"][role="searchbox"])`).fill('react');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'react');
      const shown = await cardTitles(page);
      expect(shown.length).toBeGreaterThan(1);
      const found = await executeTool(page, 'search_projects', { query: 'react' });
      const projects = found.projects as { title: string; url: string; year: number }[];
      expect(found).toMatchObject({ status: 'ok', count: shown.length });
      expect(projects.map((project) => project.title)).toEqual(shown);
      expect(projects.map((project) => project.url).sort()).toEqual((await cardLinks(page)).sort());

      await page.select('main select[name="category"]', 'blockchain');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('category') === 'blockchain');
      const narrowed = await executeTool(page, 'search_projects', { query: 'react', category: 'blockchain' });
      expect((narrowed.projects as { title: string }[]).map((project) => project.title)).toEqual(
        await cardTitles(page),
      );
      expect(await executeTool(page, 'search_projects', { category: 'spaceships' })).toMatchObject({
        status: 'invalid_input',
        field: 'category',
      });

      // The contact page has its own tools: leaving the projects (in the app, without a new document) withdraws
      // the search and registers the contact form's.
      await page.locator(`header a.nav-link[href="${localizedPath('/contact', language)}"]`).click();
      await waitForTools(page, ['send_contact_message', 'subscribe_newsletter']);
      expect(errors).toEqual([]);
    },
  );
});

/** The JSON records a relay in outbox mode wrote into `dir`. */
function records<T>(dir: string): T[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as T);
}
const consultationsWith = (requirements: string) =>
  records<{ request: Record<string, unknown> }>(outboxDir()).filter(
    (record) => record.request.requirements === requirements,
  );
const unique = (label: string) => `${label} ${String(Date.now())}-${String(Math.random()).slice(2, 8)}`;

/** The dialog in which the visitor answers their agent's request: its text once it shows. */
async function awaitingDialog(page: Page): Promise<string> {
  const dialog = await page.waitForSelector('dialog.confirm-dialog[open]');
  // Shown as a modal (the page behind inert), the page's focus on Decline.
  expect(await dialog?.evaluate((element) => element.matches(':modal'))).toBe(true);
  await page.waitForFunction(() => document.activeElement?.closest('dialog[open]') !== null);
  // A modal dialog keeps the keyboard inside it, both ways.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab'] as const) {
    if (key === 'Shift+Tab') await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (key === 'Shift+Tab') await page.keyboard.up('Shift');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
  }
  return (await dialog?.evaluate((element) => element.textContent)) ?? '';
}

async function answerDialog(page: Page, language: Language, confirmed: boolean): Promise<void> {
  const { confirm, decline } = { fr: agentsFr, en: agentsEn }[language].dialog;
  await page.locator(`dialog[open] ::-p-text(${confirmed ? confirm : decline})`).click();
  await page.waitForSelector('dialog.confirm-dialog[open]', { hidden: true });
}

describe('the tools that send, with WebMCP', () => {
  const request = {
    projectType: 'mobileApp',
    budget: 'medium',
    timeline: 'threeMonths',
    name: 'Camille Agent',
    email: 'camille.agent@example.com',
    company: 'Atelier Nord',
  };

  it.each(['fr', 'en'] as const)(
    'in %s, request_consultation: an invalid input names the field and sends nothing, a refusal sends nothing, a confirmation sends exactly one request',
    async (language) => {
      const { page, errors } = await visitor.open({ languages: browserLanguages[language] });
      await visit(page, localizedPath('/consultation', language));
      await waitForTools(page, ['request_consultation', 'subscribe_newsletter']);
      const tool = (await listedTools(page)).find((listed) => listed.name === 'request_consultation');
      const validate = new Ajv2020({ strict: true, validateFormats: false }).compile(tool?.inputSchema ?? {});
      expect(validate({ ...request, requirements: 'x' })).toBe(true);
      expect(validate({ ...request, budget: 'huge' })).toBe(false);

      const refused = unique('Refusé');
      expect(
        await executeTool(page, 'request_consultation', {
          ...request,
          requirements: refused,
          email: 'camille at example',
        }),
      ).toMatchObject({
        status: 'invalid_input',
        field: 'email',
      });
      expect(await executeTool(page, 'request_consultation', { ...request, timeline: 'someday' })).toMatchObject({
        status: 'invalid_input',
        field: 'timeline',
      });
      expect(await page.$('dialog.confirm-dialog[open]')).toBeNull();

      // The wizard is filled before the visitor's eyes, the dialog lists what would go; Decline sends nothing.
      const declined = executeTool(page, 'request_consultation', { ...request, requirements: refused });
      const shown = await awaitingDialog(page);
      expect(shown).toContain(refused);
      expect(shown).toContain(request.email);
      expect(await page.$eval('main textarea', (field) => field.value)).toBe(refused);
      expect(await page.$eval('#consultation-name', (field) => (field as HTMLInputElement).value)).toBe(request.name);
      await answerDialog(page, language, false);
      expect(await declined).toMatchObject({ status: 'declined' });
      // Escape answers as Decline does.
      const escaped = executeTool(page, 'request_consultation', { ...request, requirements: refused });
      await awaitingDialog(page);
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog.confirm-dialog[open]', { hidden: true });
      expect(await escaped).toMatchObject({ status: 'declined' });

      const confirmed = unique('Confirmé');
      const sending = executeTool(page, 'request_consultation', { ...request, requirements: confirmed });
      await awaitingDialog(page);
      await answerDialog(page, language, true);
      const answer = await sending;
      expect(answer).toMatchObject({ status: 'stored', id: expect.any(String) as string });
      const [record, ...others] = consultationsWith(confirmed);
      expect(others).toEqual([]);
      expect(record?.request).toEqual({
        id: answer.id,
        projectType: 'mobileApp',
        budget: 'medium',
        timeline: 'threeMonths',
        requirements: confirmed,
        contact: { name: request.name, email: request.email, company: request.company, phone: '' },
        lng: language,
      });
      expect(consultationsWith(refused)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('request_consultation offline: a confirmed request is queued, then delivered once back online', async () => {
    const { page } = await visitor.open({ languages: browserLanguages.fr });
    await visit(page, '/consultation');
    await waitForTools(page, ['request_consultation', 'subscribe_newsletter']);
    await page.setOfflineMode(true);
    const offline = unique('Hors ligne');
    const sending = executeTool(page, 'request_consultation', { ...request, requirements: offline });
    await awaitingDialog(page);
    await answerDialog(page, 'fr', true);
    expect(await sending).toMatchObject({ status: 'queued' });
    expect(consultationsWith(offline)).toEqual([]);
    await page.setOfflineMode(false);
    await page.waitForFunction(
      (text: string) => document.querySelector('main [role=status]')?.textContent.includes(text) === true,
      {},
      'Votre demande a bien été reçue.',
    );
    expect(consultationsWith(offline)).toHaveLength(1);
  });

  it('in en, send_contact_message and subscribe_newsletter fill their forms, ask, and deliver even when confirmed at once', async () => {
    const { page, errors } = await visitor.open({ languages: browserLanguages.en });
    await visit(page, '/en/contact');
    await waitForTools(page, ['send_contact_message', 'subscribe_newsletter']);
    const subject = unique('Agent subject');
    const message = {
      name: 'Sam Agent',
      email: 'sam.agent@example.com',
      subject,
      message: 'A message written by my agent.',
    };
    expect(await executeTool(page, 'send_contact_message', { ...message, message: 'Too short' })).toMatchObject({
      status: 'invalid_input',
      field: 'message',
    });
    const sending = executeTool(page, 'send_contact_message', message);
    expect(await awaitingDialog(page)).toContain(subject);
    expect(
      await page.$eval(
        'main input[name="subject"], main #contact-subject',
        (field) => (field as HTMLInputElement).value,
      ),
    ).toBe(subject);
    // Confirmed at once, well within the relay's 2 s time trap after the fill: the message must still arrive.
    await answerDialog(page, 'en', true);
    expect(await sending).toMatchObject({ status: 'stored' });
    const contactRecords = records<{ request: { subject: string; message: string } }>(contactOutboxDir()).filter(
      (record) => record.request.subject === subject,
    );
    expect(contactRecords.map((record) => record.request.message)).toEqual([message.message]);

    // A fresh page: its footer's sign-up, timed from its mount, is confirmed at once too.
    await visit(page, '/en/legal');
    await waitForTools(page, ['subscribe_newsletter']);
    const address = `agent-${String(Date.now())}@example.com`;
    const signingUp = executeTool(page, 'subscribe_newsletter', { email: address });
    expect(await awaitingDialog(page)).toContain(address);
    expect(await page.$eval('#newsletter input[name="email"]', (field) => field.value)).toBe(address);
    await answerDialog(page, 'en', true);
    expect(await signingUp).toMatchObject({ status: 'stored' });
    // The confirmation is written after the answer (issue 45, item 4).
    const emails = () =>
      records<{ email: { to: string[] } }>(path.join(outboxRoot(), 'newsletter-emails')).filter((record) =>
        record.email.to.includes(address),
      );
    await until('the confirmation e-mail in the outbox', () => emails().length > 0);
    expect(emails()).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('without WebMCP (every browser today)', () => {
  const visitor = new Visitor();
  afterEach(() => visitor.closeContexts());
  afterAll(() => visitor.disconnect());

  it('requests no tool code on the pages that have tools, and the service worker does not precache it', async () => {
    const { page, errors } = await visitor.open();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await visit(page, '/projects');
    await visit(page, '/en/');
    // Once the app has hydrated, src/index.tsx has passed the point where it would import the tools' chunk.
    expect(await page.evaluate(() => 'modelContext' in document || 'modelContext' in navigator)).toBe(false);
    expect(requested.some((address) => address.includes('/assets/js/'))).toBe(true);
    expect(requested.filter(isAgentToolsChunk)).toEqual([]);
    expect(readFileSync(path.resolve('dist/service-worker.js'), 'utf8')).not.toMatch(/agentTools\./);
    expect(errors).toEqual([]);
  });
});

describe('/llms.txt', () => {
  it('answers 200 as text, cached like robots.txt, and every address it lists answers 200', async () => {
    const response = await fetch(url('/llms.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
    const robots = await fetch(url('/robots.txt'));
    expect(response.headers.get('cache-control')).toBe(robots.headers.get('cache-control'));
    const text = await response.text();
    expect(text.startsWith('# ')).toBe(true);
    // The build's public origin is not this server's: each address is asked of this server by its path.
    const addresses = [...new Set([...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1] ?? ''))];
    const paths = [...new Set(addresses.map((address) => new URL(address).pathname))];
    expect(paths).toEqual(expect.arrayContaining(['/', '/en/', '/projects', '/en/consultation', '/sitemap.xml']));
    const statuses = await Promise.all(
      paths.map(async (pathname) => [pathname, (await fetch(url(pathname), { redirect: 'manual' })).status] as const),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });
});
