import { initSiteI18n } from '../../../src/i18n/i18n';

function setSearch(search: string) {
  window.history.replaceState(null, '', `/${search}`);
}

function setNavigatorLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  setSearch('');
  document.documentElement.lang = '';
  setNavigatorLanguages([]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('language detection', () => {
  it('defaults to French when nothing says otherwise', async () => {
    const i18n = await initSiteI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('nav.projects')).toBe('Projets');
  });

  const sources = ['query', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;
  type Source = (typeof sources)[number];

  function applySource(source: Source, language: 'fr' | 'en') {
    if (source === 'query') setSearch(`?lng=${language}`);
    if (source === 'cookie') document.cookie = `i18next=${language}; path=/`;
    if (source === 'localStorage') localStorage.setItem('i18nextLng', language);
    if (source === 'sessionStorage') sessionStorage.setItem('i18nextLng', language);
    if (source === 'navigator') setNavigatorLanguages([language]);
    if (source === 'htmlTag') document.documentElement.lang = language;
  }

  describe.each(sources.map((source, index) => [source, sources.slice(index + 1)] as const))(
    'the %s',
    (source, lowerSources) => {
      it.each([
        ['en', 'fr'],
        ['fr', 'en'],
      ] as const)('gives %s over every later source saying %s', async (winner, loser) => {
        lowerSources.forEach((lower) => {
          applySource(lower, loser);
        });
        applySource(source, winner);
        expect((await initSiteI18n()).language).toBe(winner);
      });
    },
  );

  it('maps a regional code to its base language and loads the English dictionary', async () => {
    setNavigatorLanguages(['en-US', 'en']);
    const i18n = await initSiteI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.projects')).toBe('Projects');
  });

  it('falls back to French for an unsupported language, even when the browser prefers English', async () => {
    setNavigatorLanguages(['en-US']);
    setSearch('?lng=de');
    expect((await initSiteI18n()).language).toBe('fr');
  });

  it('caches the detected language in local storage', async () => {
    setSearch('?lng=en');
    await initSiteI18n();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('keeps <html lang> in step with the active language', async () => {
    const i18n = await initSiteI18n();
    expect(document.documentElement.lang).toBe('fr');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('soon.title')).toBe('Soon');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
