import type { Page } from 'puppeteer';
import { localizedPath } from '../../src/i18n/languagePaths';
import { createHash } from 'node:crypto';
import { sitePages } from '../../src/app/sitePages';
import { baseUrl } from '../support/state';
import { clickWhenStill, url, visit, Visitor, type Visit, waitForApp } from '../support/browser/pages';
import { fillContactDetails } from '../support/browser/wizard';
import { cspViolations, executed, recordViolations } from '../support/browser/pageSecurity';

const allPaths = sitePages.map((page) => page.path);

const visitor = new Visitor();
afterEach(() => visitor.closeContexts());
afterAll(() => visitor.disconnect());

/** What an attacker would try: markup that runs script if it is ever parsed as HTML, in several contexts. */
const markup = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=2">',
  '"><svg onload=window.__pwned=3>',
  "'};window.__pwned=4;//",
  'javascript:window.__pwned=5',
].join(' ');
/** Right-to-left override, zero-width and byte-order marks, combining marks, astral letters, emoji sequences. */
const unicode =
  '\u202Eevil\u202C \u200B\u200D\uFEFF Z\u0324\u0354\u0367\u0311a\u0308 \u{1D573}\u{1D58A}\u{1D591} 👩🏽‍💻 🇫🇷 ﷽';
const long = `${markup} ${'A'.repeat(20_000)}`;
// Unicode and markup together, in one page load for the two: the unicode first, so that a 200-character field keeps
// all of it (the long payload starts with the whole markup).
const payloads = { 'unicode and markup': `${unicode} ${markup}`, long };

/** Inserts text the way an input method does (one input event), which suits very long strings. */
async function enter(page: Page, selector: string, text: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.sendCharacter(text);
}

/**
 * Sends a form from the keyboard, Enter on its enabled submit button: focusing the fields scrolled the page smoothly,
 * and a click aimed while that scroll still runs can land beside the button.
 */
async function submitWith(page: Page, button: string): Promise<void> {
  await page.waitForSelector(`${button}:not([disabled])`);
  await page.focus(button);
  await page.keyboard.press('Enter');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function open(path: string, language: 'fr' | 'en' = 'fr'): Promise<Visit> {
  const visit_ = await visitor.open({ languages: language === 'fr' ? ['fr-FR', 'fr'] : ['en-US', 'en'] });
  await recordViolations(visit_.page);
  await visit(visit_.page, path);
  return visit_;
}

describe('the served HTML and headers', () => {
  it.each([...allPaths, '/api/does-not-exist', '/robots.txt'])(
    '%s: a CSP that allows no inline or evaluated script, and no framing',
    async (path) => {
      const response = await fetch(new URL(path, baseUrl()));
      const csp = response.headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `)) ?? '';
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      for (const name of ['script-src', 'style-src', 'default-src']) {
        // Only 'self', hosts and build-time hashes: no 'unsafe-*', no nonce-free inline, no data: scripts.
        expect(directive(name)).toMatch(
          new RegExp(`^${name}( ('self'|'sha(256|384|512)-[A-Za-z0-9+/=]+'|https://[\\w.-]+))+$`),
        );
      }
      expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)|wasm-unsafe-eval|strict-dynamic/);
    },
  );

  it.each(allPaths.flatMap((path) => [path, localizedPath(path, 'en')]))(
    '%s: its only inline code is the page script and its critical CSS, each allowed by its hash',
    async (path) => {
      const response = await fetch(new URL(path, baseUrl()));
      const csp = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      const hash = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        // Data blocks (the JSON-LD, the list of assets) are never run.
        .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
        .map(([, , content]) => content ?? '');
      const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, content]) => content ?? '');
      expect(inlineScripts).toHaveLength(1);
      expect(inlineStyles).toHaveLength(1);
      expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${escapeRegExp(hash(inlineScripts[0] ?? ''))}`));
      expect(csp).toMatch(new RegExp(`style-src 'self' [^;]*${escapeRegExp(hash(inlineStyles[0] ?? ''))}`));
      // No style or handler attribute, and no address that runs script (an article may well say "JavaScript:").
      expect(html).not.toMatch(/\sstyle=|\son[a-z]+=|=\s*["']?\s*javascript:/i);
    },
  );
});

describe.each(Object.entries(payloads))('hostile input (%s) is shown as text and never runs', (_kind, payload) => {
  it('in every field of the contact form, and in its saved draft', async () => {
    const { page, errors } = await open('/contact');
    for (const id of ['contact-name', 'contact-email', 'contact-subject', 'contact-message']) {
      await enter(page, `#${id}`, payload);
    }
    await submitWith(page, 'main form button[type="submit"]');
    // Fields already show their errors on blur: the refusal announcement is what proves the send was tried.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main [role="status"]')].some((region) =>
        region.textContent.includes('formulaire contient des erreurs'),
      ),
    );
    const name = await page.$eval('#contact-name', (input) => (input as HTMLInputElement).value);
    expect(name.length > 0 && payload.startsWith(name)).toBe(true);
    expect(await executed(page)).toBe(false);
    // The draft is kept in storage and comes back on reload: still text.
    await page.reload({ waitUntil: 'load' });
    await waitForApp(page);
    expect(
      await page.$eval('#contact-message', (input) => (input as HTMLTextAreaElement).value.length),
    ).toBeGreaterThan(0);
    expect(await executed(page)).toBe(false);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('in the newsletter sign-up', async () => {
    const { page, errors } = await open('/');
    const field = '.newsletter input[type="email"], .newsletter input';
    await enter(page, field, payload);
    await submitWith(page, '.newsletter button[type="submit"]');
    await page.waitForSelector('.newsletter [aria-invalid="true"], .newsletter__error');
    expect(await executed(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("in the wizard's requirements, shown back on the review and in the summary", async () => {
    const { page, errors } = await open('/consultation');
    for (let step = 0; step < 3; step += 1) {
      const question = await page.$eval('main h2', (h2) => h2.textContent.trim());
      await page.click('main label.choice-card');
      await page.waitForFunction(
        (previous: string) => document.querySelector('main h2')?.textContent.trim() !== previous,
        {},
        question,
      );
    }
    await page.waitForSelector('main textarea');
    await enter(page, 'main textarea', payload);
    const kept = await page.$eval('main textarea', (area) => area.value);
    expect(kept.length).toBeGreaterThan(0);
    expect(payload.startsWith(kept)).toBe(true);
    await fillContactDetails(page);
    // Shown back on the review, then on the summary once sent.
    await clickWhenStill(page, 'main .wizard-nav button:last-child');
    await page.waitForSelector('main .wizard-review');
    expect(await page.$$eval('main dd', (cells) => cells.map((cell) => cell.firstChild?.textContent))).toContain(kept);
    expect(await executed(page)).toBe(false);
    await clickWhenStill(page, 'main .wizard-review .wizard-nav button:last-child');
    await page.waitForSelector('main .wizard-summary');
    expect(await page.$$eval('main dd', (cells) => cells.map((cell) => cell.textContent))).toContain(kept);
    expect(await executed(page)).toBe(false);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('in ?lng=, which leads to French', async () => {
    const { page, errors } = await visitor.open();
    await recordViolations(page);
    await page.goto(`${url('/')}?lng=${encodeURIComponent(payload.slice(0, 2000))}`, { waitUntil: 'load' });
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await executed(page)).toBe(false);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("in the projects' ?q=, shown in the search box and matching nothing", async () => {
    const { page, errors } = await visitor.open();
    await recordViolations(page);
    const query = payload.slice(0, 2000);
    await page.goto(`${url('/projects')}?q=${encodeURIComponent(query)}`, { waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 0);
    const box = await page.$eval('main input[type="search"]', (input) => input.value);
    expect(query.startsWith(box) && box.length > 0).toBe(true);
    expect(await executed(page)).toBe(false);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
