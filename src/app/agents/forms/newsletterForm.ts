import type { AppStore } from '../../store';
import { signupOutcomes, type SignupOutcome } from '../../../features/newsletter/newsletterSlice';
import { draftOldEnough, settled } from './settled';

/** Where a sign-up ended, as the footer says it: the e-mail left, it waits for the connection, not sent, or closed. */
export type NewsletterOutcome = SignupOutcome;

/** The footer's sign-up form, or undefined on a page without it. */
const signupForm = () => document.querySelector<HTMLFormElement>('#newsletter form') ?? undefined;

let filledAt = 0;

/**
 * The footer's sign-up as an agent fills it (typing, as the browser reports it) and sends it (`requestSubmit()`,
 * its own check, honeypot, page time and lead). The one place to change when the sign-up changes.
 */
export const newsletterForm = {
  busy: (store: AppStore): boolean => store.getState().newsletter.delivery.status === 'sending',

  fill(email: string): void {
    const input = signupForm()?.querySelector<HTMLInputElement>('input[name="email"]');
    if (input === null || input === undefined) return;
    // React tracks the value the page last set: the prototype's setter makes this one a change it reports.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, email);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    filledAt = performance.now();
    input.scrollIntoView({ block: 'center', behavior: 'instant' });
  },

  /** Submits the form and resolves with what the footer then says. */
  async submit(store: AppStore): Promise<NewsletterOutcome> {
    // The footer times from its mount, before the fill: waiting from the fill keeps it past the relay's trap.
    await draftOldEnough(filledAt);
    const form = signupForm();
    if (form === undefined) return 'failed';
    form.requestSubmit();
    if (store.getState().newsletter.error !== null) return 'failed';
    return settled(store, (state) => signupOutcomes[state.newsletter.delivery.status] ?? undefined);
  },
};
