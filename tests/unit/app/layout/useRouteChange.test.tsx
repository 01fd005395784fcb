import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { Layout } from '../../../../src/app/layout/Layout';
import { menuToggled, selectMenuOpen } from '../../../../src/app/ui/uiSlice';
import { renderWithProviders } from '../../../support/renderWithProviders';

/** Renders its section a moment after mounting, like a lazy page that is still loading. */
function LateSection() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <h1>Landing</h1>
      {ready ? (
        <section id="target">
          <h2>Target</h2>
        </section>
      ) : null}
    </>
  );
}

function Elsewhere() {
  return (
    <>
      <h1>Elsewhere</h1>
      <Link to="/landing#target">to the section</Link>
      <Link to="/landing">to the page</Link>
      <Link to="/elsewhere?lng=en">same page, other query</Link>
    </>
  );
}

const scrollIntoView = jest.fn();
const scrollToTop = jest.fn();
let reducedMotion = false;

beforeEach(() => {
  scrollIntoView.mockClear();
  scrollToTop.mockClear();
  reducedMotion = false;
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = scrollToTop;
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    media: query,
  })) as unknown as typeof window.matchMedia;
});

function renderRoutes(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="landing" element={<LateSection />} />
        <Route path="elsewhere" element={<Elsewhere />} />
      </Route>
    </Routes>,
    { route, language: 'en' },
  );
}

describe('landing after a navigation', () => {
  it('scrolls to a hash target once it has rendered, smoothly', async () => {
    const { user } = renderRoutes('/elsewhere');
    await user.click(screen.getByRole('link', { name: 'to the section' }));
    expect(scrollIntoView).not.toHaveBeenCalled();

    const target = await screen.findByRole('heading', { name: 'Target' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target.parentElement);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps without motion when the visitor prefers reduced motion', async () => {
    reducedMotion = true;
    const { user } = renderRoutes('/elsewhere');
    await user.click(screen.getByRole('link', { name: 'to the section' }));
    await screen.findByRole('heading', { name: 'Target' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('lands on the section when the site is opened at a hash URL', async () => {
    renderRoutes('/landing#target');
    const target = await screen.findByRole('heading', { name: 'Target' });
    expect(scrollIntoView.mock.contexts[0]).toBe(target.parentElement);
  });

  it('goes back to the top on a route change without hash, and closes the menu', async () => {
    const { user, store } = renderRoutes('/elsewhere');
    act(() => {
      store.dispatch(menuToggled());
    });
    await user.click(screen.getByRole('link', { name: 'to the page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Landing' })).toBeInTheDocument();
    expect(scrollToTop).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(selectMenuOpen(store.getState())).toBe(false);
  });

  it('stays in place when only the query changes (the language toggle keeping ?lng= in step)', async () => {
    const { user } = renderRoutes('/elsewhere');
    await user.click(screen.getByRole('link', { name: 'same page, other query' }));
    expect(scrollToTop).not.toHaveBeenCalled();
  });
});
