import { act, screen, waitFor, within } from '@testing-library/react';
import { attachStoredLeads, isUnfinished } from '../../../../src/app/leads/storedLeads';
import { CONSULTATION_STORAGE_VERSION } from '../../../../src/features/consultation/consultationPersistence';
import { fakeRelayFetch, installFetch, relayAnswers } from '../../../support/fakeRelay';
import { pasteInto } from '../../../support/pasteInto';
import { renderApp } from '../../../support/renderWithProviders';
import { storeDraft } from '../../../support/storedDrafts';

jest.setTimeout(20_000);

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
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
    const answers = { projectType: 'website', budget: 'small', timeline: 'flexible', requirements: '' };
    storeDraft(
      localStorage,
      'consultation',
      { step: 5, answers, delivery: { id: ID, status: 'idle' }, honeypot: '' },
      CONSULTATION_STORAGE_VERSION,
    );
    const details = { name: 'Camille Martin', email: 'camille@example.com', company: '', phone: '' };
    storeDraft(sessionStorage, 'consultationContact', { values: details }, 1);
    const { user, store } = renderApp({ language: 'fr', route: '/consultation' });
    await screen.findByText(/votre demande est conservée dans ce navigateur/);

    await user.click(within(nav()).getByRole('link', { name: 'Accueil' }));
    await waitFor(() => {
      expect(screen.queryByText(/votre demande est conservée/)).not.toBeInTheDocument();
    });

    goOnline();
    await waitFor(() => {
      expect(store.getState().consultation?.delivery.status).toBe('sent');
    });
    expect(relay.payloads().map((payload) => payload.id)).toEqual([ID, ID]);
    // Once delivered, nothing of who asked stays in the browser.
    expect(store.getState().consultationContact?.values).toEqual({ name: '', email: '', company: '', phone: '' });
  });

  it('sends the contact message from the home page, under its id, once', async () => {
    setOnline(false);
    const relay = fakeRelayFetch('network-error', relayAnswers.stored);
    installFetch(relay.fetch);
    const { user, store } = renderApp({ language: 'en', route: '/contact' });
    const form = await screen.findByRole('button', { name: 'Send message' });
    await pasteInto(user, screen.getByLabelText('Name'), 'Camille Martin');
    await pasteInto(user, screen.getByLabelText('Email'), 'camille@example.com');
    await pasteInto(user, screen.getByLabelText('Subject'), 'New website');
    await pasteInto(user, screen.getByLabelText('Message'), 'We would like a new site.');
    await user.click(form);
    expect(await screen.findByText('Message kept', {}, { timeout: 4000 })).toBeInTheDocument();
    const id = store.getState().contact?.delivery.id;

    await user.click(within(nav()).getByRole('link', { name: 'Home' }));
    await waitFor(() => {
      expect(screen.queryByText('Message kept')).not.toBeInTheDocument();
    });

    goOnline();
    // 'Sending…' lasts at least 1.5 s (MIN_SENDING_MS).
    await waitFor(
      () => {
        expect(store.getState().contact?.delivery.status).toBe('stored');
      },
      { timeout: 4000 },
    );
    expect((relay.payloads() as unknown as { id: string }[]).map((payload) => payload.id)).toEqual([id, id]);
  });
});

describe('a lead left unfinished in an earlier visit', () => {
  const answers = { projectType: 'website', budget: 'small', timeline: 'flexible', requirements: '' };

  it('joins the store on any page, so it goes when the connection returns there', async () => {
    setOnline(false);
    const relay = fakeRelayFetch(relayAnswers.stored);
    installFetch(relay.fetch);
    storeDraft(
      localStorage,
      'consultation',
      { step: 5, answers, delivery: { id: ID, status: 'queuedInWorker' }, honeypot: '' },
      CONSULTATION_STORAGE_VERSION,
    );
    const { store } = renderApp({ language: 'fr', route: '/' });
    attachStoredLeads(store);
    await waitFor(() => {
      expect(store.getState().consultation?.delivery.status).toBe('queuedInWorker');
    });

    goOnline();
    await waitFor(() => {
      expect(store.getState().consultation?.delivery.status).toBe('stored');
    });
    expect(relay.payloads().map((payload) => payload.id)).toEqual([ID]);
  });

  it.each([
    ['queued (version 3)', { delivery: JSON.stringify({ id: ID, status: 'queuedInPage' }) }, true],
    ['failed', { delivery: JSON.stringify({ id: ID, status: 'failed' }) }, true],
    ['delivered', { delivery: JSON.stringify({ id: ID, status: 'stored' }) }, false],
    ['refused for good', { delivery: JSON.stringify({ id: ID, status: 'rejected' }) }, false],
    ['not submitted', { delivery: JSON.stringify({ id: null, status: 'idle' }) }, false],
    ['queued (version 2)', { requestId: JSON.stringify(ID), delivery: JSON.stringify('queued') }, true],
    ['sent (version 2)', { requestId: JSON.stringify(ID), delivery: JSON.stringify('sent') }, false],
  ])('is found in storage when %s', (_case, stored, unfinished) => {
    expect(isUnfinished(JSON.stringify(stored))).toBe(unfinished);
  });

  it('is not found in what is not a stored draft', () => {
    expect(isUnfinished(null)).toBe(false);
    expect(isUnfinished('{"delivery":')).toBe(false);
  });
});
