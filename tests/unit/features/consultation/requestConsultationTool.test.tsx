import { act, screen, waitFor } from '@testing-library/react';
import { AgentTools } from '../../../../src/app/agents/AgentTools';
import { consultationLead } from '../../../../src/features/consultation/consultationLead';
import {
  answerChosen,
  requirementsEdited,
  reviewRequested,
  submitted,
} from '../../../../src/features/consultation/consultationSlice';
import agentsFr from '../../../../src/i18n/locales/agents/fr';
import consultationFr from '../../../../src/i18n/locales/consultation/fr';
import {
  budgets,
  contactDetailsMaxLengths,
  projectTypes,
  REQUIREMENTS_MAX_LENGTH,
  timelines,
} from '../../../../src/lib/leads/consultation';
import { installFetch } from '../../../support/fakeRelay';
import { onPageWithLead, withFakeModelContext } from '../../../support/agentTools';
import { renderWithProviders } from '../../../support/renderWithProviders';

const { toolNames, listed, execute } = withFakeModelContext();

const request = {
  projectType: 'ecommerce',
  budget: 'large',
  timeline: 'oneMonth',
  requirements: 'Une boutique pour nos trois magasins.',
  name: 'Ada Lovelace',
  email: 'ada@example.fr',
};

describe('request_consultation (on the consultation page)', () => {
  const render = () => onPageWithLead('/consultation', consultationLead);

  it('answers that the form is loading, asking nothing, before the wizard’s code has joined the store', async () => {
    renderWithProviders(<AgentTools pathname="/consultation" />);
    await waitFor(() => expect(toolNames()).toContain('request_consultation'));
    expect(await execute('request_consultation', request)).toEqual({
      status: 'busy',
      message: agentsFr.answers.notReady,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declares the wizard’s choices as enums, with their labels, and the contract’s limits', async () => {
    render();
    await waitFor(() => expect(toolNames()).toEqual(['request_consultation', 'subscribe_newsletter']));
    const tool = listed('request_consultation');
    expect(tool).toMatchObject({
      title: agentsFr.requestConsultation.title,
      annotations: { readOnlyHint: false },
      inputSchema: {
        type: 'object',
        required: ['projectType', 'budget', 'timeline', 'name', 'email'],
        additionalProperties: false,
        properties: {
          projectType: { type: 'string', enum: projectTypes },
          budget: { type: 'string', enum: budgets },
          timeline: { type: 'string', enum: timelines },
          requirements: { type: 'string', maxLength: REQUIREMENTS_MAX_LENGTH },
          name: { type: 'string', minLength: 1, maxLength: contactDetailsMaxLengths.name },
          email: { type: 'string', format: 'email', maxLength: contactDetailsMaxLengths.email },
          company: { type: 'string', maxLength: contactDetailsMaxLengths.company },
          phone: { type: 'string', maxLength: contactDetailsMaxLengths.phone },
        },
      },
    });
    const budget = (tool?.inputSchema as { properties: { budget: { description: string } } }).properties.budget;
    expect(budget.description).toContain(`small (${consultationFr.steps.budget.small})`);
  });

  it('refuses an input the wizard would refuse, naming the field with the wizard’s message, and fills nothing', async () => {
    const { store } = render();
    await waitFor(() => expect(toolNames()).toContain('request_consultation'));
    expect(await execute('request_consultation', { ...request, email: 'ada at example' })).toEqual({
      status: 'invalid_input',
      field: 'email',
      message: consultationFr.contactDetails.errors.emailInvalid,
    });
    expect(await execute('request_consultation', { ...request, phone: '12' })).toEqual({
      status: 'invalid_input',
      field: 'phone',
      message: consultationFr.contactDetails.errors.phoneInvalid,
    });
    expect(await execute('request_consultation', { ...request, name: '  ' })).toMatchObject({ field: 'name' });
    expect(await execute('request_consultation', { ...request, budget: 'huge' })).toMatchObject({ field: 'budget' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().consultation?.answers.projectType).toBeNull();
    expect(store.getState().consultationContact?.values.email).toBe('');
  });

  it('fills the wizard, shows the visitor every value, and a refusal submits nothing', async () => {
    const { store } = render();
    await waitFor(() => expect(toolNames()).toContain('request_consultation'));
    const answer = execute('request_consultation', request);
    const dialog = await screen.findByRole('dialog', { name: agentsFr.dialog.title });
    // The wizard's state, which its page shows: on the last question, every answer and who asks.
    expect(store.getState().consultation).toMatchObject({
      step: 3,
      answers: { projectType: 'ecommerce', budget: 'large', timeline: 'oneMonth', requirements: request.requirements },
      delivery: { id: null },
    });
    expect(store.getState().consultationContact?.values).toEqual({
      name: request.name,
      email: request.email,
      company: '',
      phone: '',
    });
    for (const text of [
      consultationFr.steps.projectType.ecommerce,
      consultationFr.steps.budget.large,
      consultationFr.steps.timeline.oneMonth,
      request.requirements,
      request.name,
      request.email,
    ])
      expect(dialog.textContent).toContain(text);
    act(() => {
      screen.getByRole('button', { name: agentsFr.dialog.decline }).click();
    });
    expect(await answer).toEqual({ status: 'declined', message: agentsFr.answers.declined });
    expect(store.getState().consultation?.delivery.id).toBeNull();
  });

  it('answers busy, asking nothing, while the wizard’s earlier request waits for the connection', async () => {
    installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { store } = render();
    act(() => {
      store.dispatch(answerChosen({ question: 'projectType', value: 'website' }));
      store.dispatch(answerChosen({ question: 'budget', value: 'small' }));
      store.dispatch(answerChosen({ question: 'timeline', value: 'flexible' }));
      store.dispatch(requirementsEdited('Earlier'));
      store.dispatch(reviewRequested(''));
      store.dispatch(submitted());
    });
    const id = store.getState().consultation?.delivery.id ?? '';
    // Offline: the wizard's listener keeps it in the page.
    await waitFor(() => expect(store.getState().consultation?.delivery.status).toBe('queuedInPage'));
    await waitFor(() => expect(toolNames()).toContain('request_consultation'));
    expect(await execute('request_consultation', request)).toEqual({
      status: 'busy',
      message: agentsFr.answers.formBusy,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().consultation).toMatchObject({ delivery: { id }, answers: { requirements: 'Earlier' } });
  });
});
