import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useProjectTexts } from '../../../../src/features/projects/useProjectTexts';
import { createStaticI18n } from '../../../../src/i18n/staticI18n';
import en from '../../../../src/i18n/locales/en';
import fr from '../../../../src/i18n/locales/fr';
import frenchCards from '../../../../src/content/projectCopy.fr.data';

describe('useProjectTexts', () => {
  it('gives one texts object per language, the same one on every render and after switching back', async () => {
    const i18n = createStaticI18n('fr', { fr, en });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result, rerender } = renderHook(() => useProjectTexts(), { wrapper });
    const french = result.current;
    // What the search reads: the card's words, not its cover's description or its figure.
    const { title, description, sector, services } = frenchCards['halles-nouvelles'] ?? {};
    expect(french['halles-nouvelles']).toEqual({ title, description, sector, services, categoryName: 'IA' });
    rerender();
    expect(result.current).toBe(french);

    await act(() => i18n.changeLanguage('en'));
    const english = result.current;
    expect(english['halles-nouvelles']?.title).toBe('AI-powered analytics dashboard');

    await act(() => i18n.changeLanguage('fr'));
    expect(result.current).toBe(french);
    await act(() => i18n.changeLanguage('en'));
    expect(result.current).toBe(english);
  });
});
