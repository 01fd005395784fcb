import { act, screen, waitFor, within } from '@testing-library/react';
import type { RootState } from '../../../../src/app/store';
import { CONSULTATION_STORAGE_VERSION } from '../../../../src/features/consultation/consultationPersistence';
import { fakeRelayFetch, installFetch, relayAnswers } from '../../../support/fakeRelay';
import { renderApp } from '../../../support/renderWithProviders';

jest.setTimeout(20_000);

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function goOnline() {
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

const nav = () => screen.getByRole('navigation', { name: /Navigation principale|Main navigation/ });

describe('a lead queued offline goes when the connection returns, whatever page the visitor is on', () => {
  it('sends the consultation request from the home page, under its id, once', async () => {
    setOnline(false);
    const relay = fakeRelayFetch('network-error', relayAnswers.sent);
    installFetch(relay.fetch);
    const consultation = {
      step: 4,
      answers: { projectType: 'website', budget: 'small', timeline: 'flexible', requirements: '' },
      requestId: ID,
      delivery: 'idle',
      honeypot: '',
      _persist: { version: CONSULTATION_STORAGE_VERSION, rehydrated: true },
    } as RootState['consultation'];
    const consultationContact = {
      values: { name: 'Camille Martin', email: 'camille@example.com', company: '', phone: '' },
      touched: {},
      errors: {},
      _persist: { version: 1, rehydrated: true },
    } as RootState['consultationContact'];
    const { user, store } = renderApp({
      language: 'fr',
      route: '/consultation',
      preloadedState: { consultation, consultationContact },
    });
    await screen.findByText(/votre demande est conservée dans ce navigateur/);

    await user.click(within(nav()).getByRole('link', { name: 'Accueil' }));
    await waitFor(() => {
      expect(screen.queryByText(/votre demande est conservée/)).not.toBeInTheDocument();
    });

    goOnline();
    await waitFor(() => {
      expect(store.getState().consultation.delivery).toBe('sent');
    });
    expect(relay.payloads().map((payload) => payload.id)).toEqual([ID, ID]);
  });

  it('sends the contact message from the home page, under its id, once', async () => {
    setOnline(false);
    const relay = fakeRelayFetch('network-error', relayAnswers.stored);
    installFetch(relay.fetch);
    const { user, store } = renderApp({ language: 'en', route: '/contact' });
    const form = await screen.findByRole('button', { name: 'Send message' });
    await user.type(screen.getByLabelText('Name'), 'Camille Martin');
    await user.type(screen.getByLabelText('Email'), 'camille@example.com');
    await user.type(screen.getByLabelText('Subject'), 'New website');
    await user.type(screen.getByLabelText('Message'), 'We would like a new site.');
    await user.click(form);
    expect(await screen.findByText('Message kept', {}, { timeout: 4000 })).toBeInTheDocument();
    const id = store.getState().contact.messageId;

    await user.click(within(nav()).getByRole('link', { name: 'Home' }));
    await waitFor(() => {
      expect(screen.queryByText('Message kept')).not.toBeInTheDocument();
    });

    goOnline();
    // 'Sending…' lasts at least 1.5 s (MIN_SENDING_MS).
    await waitFor(
      () => {
        expect(store.getState().contact.status).toBe('success');
      },
      { timeout: 4000 },
    );
    expect((relay.payloads() as unknown as { id: string }[]).map((payload) => payload.id)).toEqual([id, id]);
  });
});
