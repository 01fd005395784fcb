import { initSiteI18n, keepLanguageForNextVisit } from '../../../src/i18n/i18n';
import { storedLanguage } from '../../../src/i18n/storedLanguage';

function setAddress(address: string) {
  window.history.replaceState(null, '', address);
}

function setNavigatorLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

function clearCookie() {
  document.cookie = 'i18next=; path=/; max-age=0';
}

beforeEach(() => {
  localStorage.clear();
  setAddress('/');
  clearCookie();
  document.documentElement.lang = '';
  setNavigatorLanguages([]);
});

afterEach(() => {
  clearCookie();
  jest.restoreAllMocks();
});

describe('the app’s language', () => {
  it('is French on a French address, whatever else says English', async () => {
    setAddress('/projects?lng=en');
    document.cookie = 'i18next=en; path=/';
    localStorage.setItem('i18nextLng', 'en');
    setNavigatorLanguages(['en-US']);
    const i18n = await initSiteI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('nav.projects')).toBe('Projets');
  });

  it('is English under /en/, whatever else says French, with the English dictionary loaded', async () => {
    setAddress('/en/projects');
    document.cookie = 'i18next=fr; path=/';
    setNavigatorLanguages(['fr-FR']);
    const i18n = await initSiteI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.projects')).toBe('Projects');
  });

  it('keeps the language shown where the next visit’s detection reads it: local storage and the cookie', async () => {
    setAddress('/en/');
    const i18n = await initSiteI18n();
    // Only once the page answers taps (renderApp): the address alone decides until then.
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    await keepLanguageForNextVisit(i18n);
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
    await i18n.changeLanguage('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.cookie).toContain('i18next=fr');
  });

  it('leaves as it is a language stored after the page opened (another tab, the worker following ?lng=)', async () => {
    setAddress('/en/');
    document.cookie = 'i18next=en; path=/';
    const i18n = await initSiteI18n();
    const whenOpened = storedLanguage();
    // The next address, `/projects?lng=fr`, reached while this English page still runs its idle work.
    document.cookie = 'i18next=fr; path=/';
    await keepLanguageForNextVisit(i18n, whenOpened);
    expect(storedLanguage()).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    // A switch on this page is still the visitor's newest choice.
    await i18n.changeLanguage('en');
    expect(storedLanguage()).toBe('en');
  });

  it('writes nothing as the page opens when the cookie already holds its language', async () => {
    setAddress('/en/');
    document.cookie = 'i18next=en; path=/';
    const i18n = await initSiteI18n();
    await keepLanguageForNextVisit(i18n);
    // Not written again: a same-value write racing the worker's newer choice could undo it.
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(storedLanguage()).toBe('en');
    await i18n.changeLanguage('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.cookie).toContain('i18next=fr');
  });

  it('keeps <html lang> in step with the active language', async () => {
    const i18n = await initSiteI18n();
    expect(document.documentElement.lang).toBe('fr');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('hero.seeWork')).toBe('See our work');
  });
});

describe('storedLanguage (what the page script reads before the first paint)', () => {
  it('says nothing when nothing is stored, whatever the browser prefers', () => {
    setNavigatorLanguages(['en-US']);
    expect(storedLanguage()).toBeUndefined();
  });

  it('reads the cookie, then local storage, then session storage', () => {
    sessionStorage.setItem('i18nextLng', 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('i18nextLng', 'fr');
    expect(storedLanguage()).toBe('fr');
    document.cookie = 'i18next=en; path=/';
    expect(storedLanguage()).toBe('en');
  });

  it('takes a regional or unsupported value as its language, French for anything else', () => {
    localStorage.setItem('i18nextLng', 'en-GB');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('i18nextLng', 'de');
    expect(storedLanguage()).toBe('fr');
  });
});
