import { act, screen, waitFor } from '@testing-library/react';
import { AgentTools } from '../../../../src/app/agents/AgentTools';
import { toolPages } from '../../../../src/app/agents/toolCatalog';
import { offersFooterSignup, routePaths } from '../../../../src/app/routes';
import { DRAFT_MIN_MS } from '../../../../src/app/agents/forms/settled';
import { makeStore } from '../../../../src/app/store';
import { attachConsultation } from '../../../../src/features/consultation/consultationLead';
import { answerChosen, requirementsEdited, submitted } from '../../../../src/features/consultation/consultationSlice';
import { attachContact } from '../../../../src/features/contact/contactLead';
import { contactSubmitted, fieldChanged } from '../../../../src/features/contact/contactSlice';
import agentsEn from '../../../../src/i18n/locales/agents/en';
import agentsFr from '../../../../src/i18n/locales/agents/fr';
import consultationFr from '../../../../src/i18n/locales/consultation/fr';
import contactEn from '../../../../src/i18n/locales/contact/en';
import fr from '../../../../src/i18n/locales/fr';
import {
  budgets,
  contactDetailsMaxLengths,
  projectTypes,
  REQUIREMENTS_MAX_LENGTH,
  timelines,
} from '../../../../src/lib/leads/consultation';
import { contactMaxLengths, MESSAGE_MIN_LENGTH } from '../../../../src/lib/leads/contact';
import { MIN_DRAFT_MS } from '../../../../src/lib/leads/spam';
import { installFetch } from '../../../support/fakeRelay';
import { installFakeModelContext, type FakeModelContext } from '../../../support/fakeModelContext';
import { renderWithProviders } from '../../../support/renderWithProviders';

let modelContext: FakeModelContext & { remove: () => void };
beforeEach(() => {
  modelContext = installFakeModelContext();
});
afterEach(() => {
  modelContext.remove();
  jest.restoreAllMocks();
});

const toolNames = () => modelContext.getTools().map((tool) => tool.name);
const listed = (name: string) => modelContext.getTools().find((tool) => tool.name === name);

/** The agent's call, as Chromium answers it (parsed back from JSON). The call may open the dialog at once: in `act`. */
function execute(name: string, input: unknown): Promise<Record<string, unknown>> {
  const tool = listed(name);
  if (tool === undefined) throw new Error(`${name} is not registered`);
  let answer: Promise<string> = Promise.resolve('{}');
  act(() => {
    answer = modelContext.executeTool(tool, input);
  });
  return answer.then((json) => JSON.parse(json) as Record<string, unknown>);
}

const request = {
  projectType: 'ecommerce',
  budget: 'large',
  timeline: 'oneMonth',
  requirements: 'Une boutique pour nos trois magasins.',
  name: 'Ada Lovelace',
  email: 'ada@example.fr',
};

/** The tools on a page whose lead has joined the store, as its page's chunk does once on screen. */
function onPageWithLead(pathname: string, attach: typeof attachContact, language: 'fr' | 'en' = 'fr') {
  const store = makeStore();
  attach(store);
  return renderWithProviders(<AgentTools pathname={pathname} />, { store, language });
}

it('waits as long as the relay’s time trap asks', () => {
  expect(DRAFT_MIN_MS).toBe(MIN_DRAFT_MS);
});

describe('request_consultation (on the consultation page)', () => {
  const render = () => onPageWithLead('/consultation', attachConsultation);

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

describe('send_contact_message (on the contact page, in English)', () => {
  const message = { name: 'Ada', email: 'ada@example.com', subject: 'A project', message: 'We would like a new site.' };

  it('declares the form’s fields with its limits, refuses what the form refuses, fills it, and a refusal sends nothing', async () => {
    const { store } = onPageWithLead('/contact', attachContact, 'en');
    await waitFor(() => expect(toolNames()).toEqual(['send_contact_message', 'subscribe_newsletter']));
    expect(listed('send_contact_message')?.inputSchema).toMatchObject({
      required: ['name', 'email', 'subject', 'message'],
      properties: {
        name: { minLength: 1, maxLength: contactMaxLengths.name },
        email: { minLength: 1, maxLength: contactMaxLengths.email, format: 'email' },
        subject: { minLength: 1, maxLength: contactMaxLengths.subject },
        message: { minLength: MESSAGE_MIN_LENGTH, maxLength: contactMaxLengths.message },
      },
    });
    expect(await execute('send_contact_message', { ...message, message: '   short    ' })).toEqual({
      status: 'invalid_input',
      field: 'message',
      message: contactEn.form.errors.messageTooShort,
    });
    expect(store.getState().contact?.values.subject).toBe('');

    const answer = execute('send_contact_message', message);
    const dialog = await screen.findByRole('dialog', { name: agentsEn.dialog.title });
    expect(dialog).toHaveTextContent(`${contactEn.form.subject}${message.subject}`);
    expect(store.getState().contact?.values).toEqual(message);
    act(() => {
      screen.getByRole('button', { name: agentsEn.dialog.decline }).click();
    });
    expect(await answer).toMatchObject({ status: 'declined' });
    expect(store.getState().contact?.delivery).toEqual({ status: 'idle', id: null });
  });

  it('answers busy while the form’s earlier message keeps its id (sent, queued or failed)', async () => {
    installFetch(() => new Promise<Response>(() => undefined));
    const { store } = onPageWithLead('/contact', attachContact, 'en');
    act(() => {
      for (const [field, value] of Object.entries(message))
        store.dispatch(fieldChanged({ field: field as keyof typeof message, value }));
      store.dispatch(contactSubmitted(''));
    });
    expect(store.getState().contact?.delivery.id).not.toBeNull();
    await waitFor(() => expect(toolNames()).toContain('send_contact_message'));
    expect(await execute('send_contact_message', message)).toMatchObject({ status: 'busy' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('subscribe_newsletter (wherever the footer’s sign-up is)', () => {
  it('is on every page but the sign-up’s confirmation, and refuses an address the sign-up refuses', async () => {
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
});
