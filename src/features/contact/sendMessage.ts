import type { ContactValues } from '../../lib/leads/contact';

/** Delivers a contact message; rejects when it could not be sent. */
export type MessageSender = (values: ContactValues) => Promise<void>;

export const SIMULATED_SEND_DELAY_MS = 1500;

/** The site's contact form is simulated (product decision): a timer stands in for delivery, no network call. */
export const simulateSend: MessageSender = () =>
  new Promise((resolve) => {
    setTimeout(resolve, SIMULATED_SEND_DELAY_MS);
  });
