import { act, screen } from '@testing-library/react';
import { InstallOffer } from '../../../../src/app/pwa/InstallOffer';
import { OfflineIndicator } from '../../../../src/app/pwa/OfflineIndicator';
import { installOffered, selectOnline, updateFound } from '../../../../src/app/pwa/pwaSlice';
import { startPwa } from '../../../../src/app/pwa/workerRegistration';
import { UpdatePrompt } from '../../../../src/app/pwa/UpdatePrompt';
import { makeStore } from '../../../../src/app/store';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('update prompt', () => {
  it('appears when a new version is waiting, and "Later" keeps the current one', async () => {
    const { store, user } = renderWithProviders(<UpdatePrompt />, { language: 'fr' });
    expect(screen.queryByText('Une nouvelle version du site est disponible.')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(updateFound());
    });
    expect(screen.getByText('Une nouvelle version du site est disponible.').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('button', { name: 'Mettre à jour' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('button', { name: 'Mettre à jour' })).not.toBeInTheDocument();
  });
});

describe('offline indicator', () => {
  it('follows the connection events, announced politely', () => {
    const store = makeStore();
    startPwa(store.dispatch);
    const { container } = renderWithProviders(<OfflineIndicator />, { language: 'en', store });
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(selectOnline(store.getState())).toBe(false);
    expect(region).toHaveTextContent('Offline: pages you have seen are still available.');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region).toBeEmptyDOMElement();
  });
});

describe('install offer', () => {
  it('offers the browser prompt when there is one', () => {
    const store = makeStore();
    store.dispatch(installOffered());
    renderWithProviders(<InstallOffer />, { language: 'en', store });
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeInTheDocument();
  });

  it('gives brief instructions in browsers that never offer a prompt', () => {
    renderWithProviders(<InstallOffer />, { language: 'fr' });
    expect(
      screen.getByText(
        'Pour installer ce site, choisissez « Ajouter à l’écran d’accueil » dans le menu de votre navigateur.',
      ),
    ).toBeInTheDocument();
  });
});
