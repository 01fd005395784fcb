import { act, screen, waitFor } from '@testing-library/react';
import { AgentTools } from '../../../../src/app/agents/AgentTools';
import { toolPages } from '../../../../src/app/agents/toolCatalog';
import { offersFooterSignup, routePaths } from '../../../../src/app/routes';
import { NewsletterSignup } from '../../../../src/features/newsletter/NewsletterSignup';
import agentsFr from '../../../../src/i18n/locales/agents/fr';
import fr from '../../../../src/i18n/locales/newsletter/fr';
import { MIN_DRAFT_MS } from '../../../../src/lib/leads/spam';
import { fakeRelayFetch, installFetch, relayAnswers } from '../../../support/fakeRelay';
import { withFakeModelContext } from '../../../support/agentTools';
import { renderWithProviders } from '../../../support/renderWithProviders';

const { toolNames, execute } = withFakeModelContext();

describe('subscribe_newsletter (wherever the footer’s sign-up is)', () => {
  it('is on every page but the sign-up’s confirmation and the not-found page, and refuses an address the sign-up refuses', async () => {
    expect(toolPages.subscribe_newsletter).toEqual(routePaths.filter(offersFooterSignup));
    const { unmount } = renderWithProviders(<AgentTools pathname="/legal" />);
    await waitFor(() => expect(toolNames()).toEqual(['subscribe_newsletter']));
    expect(await execute('subscribe_newsletter', { email: 'ada@' })).toEqual({
      status: 'invalid_input',
      field: 'email',
      message: fr.newsletter.emailInvalid,
    });
    unmount();
    await waitFor(() => expect(toolNames()).toEqual([]));
    // Registration runs in an effect, which `act` flushes: the confirmation page registers nothing.
    await act(async () => {
      renderWithProviders(<AgentTools pathname="/newsletter/confirm" />);
      await Promise.resolve();
    });
    expect(toolNames()).toEqual([]);
  });

  it('types the address into the footer and, once confirmed, answers the delivery’s outcome past the time trap', async () => {
    const relay = fakeRelayFetch(relayAnswers.stored);
    installFetch(relay.fetch);
    renderWithProviders(
      <>
        <NewsletterSignup />
        <AgentTools pathname="/legal" />
      </>,
    );
    await waitFor(() => expect(toolNames()).toEqual(['subscribe_newsletter']));
    const answer = execute('subscribe_newsletter', { email: 'ada@example.fr' });
    await screen.findByRole('dialog', { name: agentsFr.dialog.title });
    expect(screen.getByLabelText(fr.newsletter.label)).toHaveValue('ada@example.fr');
    act(() => {
      screen.getByRole('button', { name: agentsFr.dialog.confirm }).click();
    });
    // The delivery's end re-renders the footer's form: awaited within `act`, as a visitor's page would show it.
    expect(await act(() => answer)).toEqual({
      status: 'stored',
      message: agentsFr.subscribeNewsletter.outcomes.stored.replace('{{email}}', 'ada@example.fr'),
    });
    const [payload, ...others] = relay.payloads() as unknown as { email: string; draftMs: number }[];
    expect(others).toEqual([]);
    expect(payload?.email).toBe('ada@example.fr');
    expect(payload?.draftMs).toBeGreaterThanOrEqual(MIN_DRAFT_MS);
  });
});
