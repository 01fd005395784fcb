import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from '../../../src/lib/lazyPage';
import { RouteErrorBoundary } from '../../../src/app/layout/RouteErrorBoundary';
import { renderWithProviders } from '../../support/renderWithProviders';

function chunkError(): Error {
  return Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
}

const reload = jest.fn();

beforeEach(() => {
  reload.mockReset();
});

function Page() {
  return <h1>Page chargée</h1>;
}

describe('lazyPage', () => {
  it('renders the page once its chunk has loaded', async () => {
    const Lazy = lazyPage(
      () => Promise.resolve({ Page }),
      (module) => module.Page,
    );
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Page chargée' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a chunk of an older deploy is missing, then shows the error page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const First = lazyPage(
      () => Promise.reject(chunkError()),
      () => Page,
      reload,
    );
    const { unmount } = render(
      <Suspense fallback={null}>
        <First />
      </Suspense>,
    );
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    unmount();

    // The reloaded page fails the same way: no second reload, the visitor sees the error page.
    const Second = lazyPage(
      () => Promise.reject(chunkError()),
      () => Page,
      reload,
    );
    renderWithProviders(
      <RouteErrorBoundary resetKey="/">
        <Suspense fallback={null}>
          <Second />
        </Suspense>
      </RouteErrorBoundary>,
      { language: 'en' },
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected application error!' })).toBeInTheDocument();
    expect(screen.getByText('Message: Loading chunk 42 failed.')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
