import { isRecord } from '../../lib/isRecord';
import { isDelivered, isDeliveryStatus, isRefused } from '../../lib/leads/delivery';
import { leadKindNames, leadKinds, type LeadKind } from '../../lib/leads/kinds';
import type { AppStore } from '../store';
import { attachLead } from './attachLead';
import type { LeadForm } from './leadForm';
import { leadForms } from './leadForms';

// A status of an older version (version 2's `queued`) counts as unfinished: the page sends it again.
const unfinished = (status: unknown) =>
  typeof status === 'string' && !(isDeliveryStatus(status) && (isDelivered(status) || isRefused(status)));

/** Whether a draft stored by redux-persist (each key a JSON text of its own) holds a lead with an id and no final answer. */
export function isUnfinished(raw: string | null): boolean {
  try {
    const stored: unknown = JSON.parse(raw ?? 'null');
    if (!isRecord(stored)) return false;
    const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : undefined);
    const delivery = parse(stored.delivery);
    // Version 2 of the wizard's draft kept its id apart, beside a bare status.
    if (typeof delivery === 'string') return typeof parse(stored.requestId) === 'string' && unfinished(delivery);
    return isRecord(delivery) && typeof delivery.id === 'string' && unfinished(delivery.status);
  } catch {
    return false;
  }
}

function storedDraft(kind: LeadKind): string | null {
  const area = leadKinds[kind].draft;
  try {
    return area === null ? null : window[area].getItem(`persist:${kind}`);
  } catch {
    // Storage refused: nothing was kept there.
    return null;
  }
}

/**
 * Leads a visitor left unfinished in this browser (queued, failed, cut short by a reload), found where the table
 * of lead kinds says each keeps its draft: their form joins the store on any page, so the lead goes when the
 * connection returns there.
 */
export function attachStoredLeads(store: AppStore): void {
  for (const kind of leadKindNames) {
    if (!isUnfinished(storedDraft(kind))) continue;
    const load: () => Promise<LeadForm> = leadForms[kind];
    void load().then(
      (form) => {
        void attachLead(store, form);
      },
      () => undefined,
    );
  }
}
