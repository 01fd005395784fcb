/** Where a sign-up ended, as the footer says it: the confirmation e-mail left, it waits for the connection, or not. */
export type NewsletterOutcome = 'sent' | 'queued' | 'failed';

/** The footer's sign-up form, or undefined on a page without it. */
const signupForm = () => document.querySelector<HTMLFormElement>('#newsletter form') ?? undefined;

/**
 * The footer's newsletter sign-up as an agent fills and sends it. Its state is the component's own (no store),
 * so its entry points are the page's: the address is typed into its field as the browser reports typing
 * (React reads the `input` event), and the form is submitted with `requestSubmit()`, which runs its own submit
 * (its check, its honeypot, its page time, its one id, its relay and queue). The outcome is what the footer then
 * says, one of its three messages. The one place to change when the sign-up's lead lifecycle changes.
 */
export const newsletterForm = {
  /** The sign-up is sending (its button says so). */
  busy: (): boolean => signupForm()?.querySelector('button[type="submit"]')?.getAttribute('aria-disabled') === 'true',

  fill(email: string): void {
    const input = signupForm()?.querySelector<HTMLInputElement>('input[name="email"]');
    if (input === null || input === undefined) return;
    // React tracks the value the page last set: the prototype's setter makes this one a change it reports.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, email);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.scrollIntoView({ block: 'center', behavior: 'instant' });
  },

  /**
   * Submits the form and resolves with the footer's answer: `messages` are its three messages for this address
   * in the page's language, which it shows in its status line.
   */
  submit(messages: Readonly<Record<NewsletterOutcome, string>>): Promise<NewsletterOutcome> {
    const form = signupForm();
    const status = form?.querySelector('[role="status"]');
    if (form === undefined || status === null || status === undefined) return Promise.resolve('failed');
    const said = (): NewsletterOutcome | undefined => {
      const text = status.textContent.trim();
      return (Object.keys(messages) as NewsletterOutcome[]).find((outcome) => messages[outcome] === text);
    };
    return new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const outcome = said();
        if (outcome === undefined) return;
        observer.disconnect();
        resolve(outcome);
      });
      observer.observe(status, { childList: true, subtree: true, characterData: true });
      form.requestSubmit();
    });
  },
};
