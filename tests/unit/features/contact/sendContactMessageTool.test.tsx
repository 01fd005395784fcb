import { act, screen, waitFor } from '@testing-library/react';
import { contactLead } from '../../../../src/features/contact/contactLead';
import { contactSubmitted, fieldChanged } from '../../../../src/features/contact/contactSlice';
import agentsEn from '../../../../src/i18n/locales/agents/en';
import contactEn from '../../../../src/i18n/locales/contact/en';
import { contactMaxLengths, MESSAGE_MIN_LENGTH } from '../../../../src/lib/leads/contact';
import { installFetch } from '../../../support/fakeRelay';
import { onPageWithLead, withFakeModelContext } from '../../../support/agentTools';

const { toolNames, listed, execute } = withFakeModelContext();

describe('send_contact_message (on the contact page, in English)', () => {
  const message = { name: 'Ada', email: 'ada@example.com', subject: 'A project', message: 'We would like a new site.' };

  it('declares the form’s fields with its limits, refuses what the form refuses, fills it, and a refusal sends nothing', async () => {
    const { store } = onPageWithLead('/contact', contactLead, 'en');
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
    const { store } = onPageWithLead('/contact', contactLead, 'en');
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
