// What an agent's tool that sends a lead needs beyond its form's actions, kept apart: only the tools' chunk loads it.
import { deliveryOutcome, type DeliveryOutcome, type LeadDelivery } from './delivery';
import { leadFormId, type LeadKind } from './kinds';
import { MIN_DRAFT_MS } from './spam';

/** Brings the form an agent filled into view, so the visitor sees it behind the dialog that asks them. */
export function showLeadForm(kind: LeadKind): void {
  document.getElementById(leadFormId(kind))?.scrollIntoView({ block: 'center', behavior: 'instant' });
}

/**
 * Resolves once `MIN_DRAFT_MS` of page time have passed since `filledAt`: the relay's time trap drops a draft
 * sent sooner after its first keystroke, and an agent's fill is that keystroke.
 */
export async function draftOldEnough(filledAt: number): Promise<void> {
  const ready = filledAt + MIN_DRAFT_MS;
  while (performance.now() < ready)
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(ready - performance.now())));
}

interface StoreOf<State> {
  getState: () => State;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Where a lead sent under `id` ended, once it has an outcome (docs/leads.md, "What a delivery came to"). Should
 * the form start another lead meanwhile (the visitor started over), the tool can no longer follow it: `failed`.
 */
export function settledOutcome<State>(
  store: StoreOf<State>,
  selectDelivery: (state: State) => LeadDelivery,
  id: string,
): Promise<DeliveryOutcome> {
  const read = (): DeliveryOutcome | undefined => {
    const delivery = selectDelivery(store.getState());
    return delivery.id === id ? deliveryOutcome(delivery.status) : 'failed';
  };
  return new Promise((resolve) => {
    const now = read();
    if (now !== undefined) {
      resolve(now);
      return;
    }
    const unsubscribe = store.subscribe(() => {
      const outcome = read();
      if (outcome === undefined) return;
      unsubscribe();
      resolve(outcome);
    });
  });
}
