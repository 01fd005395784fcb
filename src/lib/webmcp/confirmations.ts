/** One line of what an agent asks to send, as the visitor reads it: a field's label and its value. */
export interface PreviewLine {
  readonly label: string;
  readonly value: string;
}

/** What the visitor is asked to approve: the action, in a few words, and exactly what it would send. */
export interface ConfirmationRequest {
  readonly action: string;
  readonly lines: readonly PreviewLine[];
}

/**
 * `confirmed` and `declined` are the visitor's answers; `cancelled`, the agent withdrew the request or the
 * page went elsewhere before an answer; `busy`, another request was already awaiting the visitor.
 */
export type ConfirmationOutcome = 'confirmed' | 'declined' | 'cancelled' | 'busy';

/** What the dialog shows: the request awaiting an answer, or the last one (kept while the dialog fades out). */
export interface ConfirmationView {
  readonly open: boolean;
  readonly request: ConfirmationRequest | undefined;
}

export interface Confirmations {
  /** Shows `request` to the visitor and resolves with their answer; `signal` withdraws it. */
  ask: (request: ConfirmationRequest, signal?: AbortSignal) => Promise<ConfirmationOutcome>;
  /** The same object until the next change, as `useSyncExternalStore` wants it. */
  view: () => ConfirmationView;
  answer: (confirmed: boolean) => void;
  /** Withdraws the request awaiting an answer, if any (the page's tools are going away). */
  cancel: () => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The visitor's approvals, one at a time (a resolver cannot live in Redux); a second request meanwhile is
 * answered `busy`, so the visitor never approves what the agent has since forgotten.
 */
export function createConfirmations(): Confirmations {
  let current: { request: ConfirmationRequest; settle: (outcome: ConfirmationOutcome) => void } | undefined;
  let view: ConfirmationView = { open: false, request: undefined };
  const listeners = new Set<() => void>();
  const changed = () => {
    view = { open: current !== undefined, request: current?.request ?? view.request };
    listeners.forEach((listener) => {
      listener();
    });
  };
  const settle = (outcome: ConfirmationOutcome) => {
    const settled = current;
    current = undefined;
    settled?.settle(outcome);
    changed();
  };
  return {
    ask(request, signal) {
      if (current !== undefined) return Promise.resolve('busy');
      if (signal?.aborted === true) return Promise.resolve('cancelled');
      return new Promise<ConfirmationOutcome>((resolve) => {
        const withdraw = () => {
          if (current?.request === request) settle('cancelled');
        };
        signal?.addEventListener('abort', withdraw, { once: true });
        current = {
          request,
          settle: (outcome) => {
            signal?.removeEventListener('abort', withdraw);
            resolve(outcome);
          },
        };
        changed();
      });
    },
    view: () => view,
    answer: (confirmed) => {
      if (current !== undefined) settle(confirmed ? 'confirmed' : 'declined');
    },
    cancel: () => {
      if (current !== undefined) settle('cancelled');
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
