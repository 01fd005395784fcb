import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../../i18n/languages';
import type { LeadDelivery } from '../../lib/leads/delivery';
import type { LeadKind, LeadPayload } from '../../lib/leads/kinds';
import type { RootState } from '../rootReducer';

/**
 * One kind of lead as its feature hands it to the app, which attaches it to the store (`attachLead`): its
 * slices, what it sends and when. Where it is posted, queued and kept comes from the table of lead kinds.
 */
export interface LeadForm<Kind extends LeadKind = LeadKind> {
  kind: Kind;
  /** Its slices, with their persistence where the kind keeps a draft, injected into the store on attaching. */
  reducers: readonly { reducerPath: string; reducer: Reducer }[];
  selectDelivery: (state: RootState) => LeadDelivery;
  /** The body to post for the lead's delivery, or undefined while there is nothing valid to send. */
  payload: (state: RootState, lng: Language) => LeadPayload<Kind> | undefined;
  /** Whether an action (Submit, Retry, a restored draft) calls for sending the lead now. */
  sendsOn: (action: UnknownAction, state: RootState) => boolean;
  /** Without a worker, whether an offline lead waits in the page for the connection (or fails at once). */
  queuesInPage: boolean;
  /** The least time `sending` shows, however fast the relay answers. */
  minSendingMs?: number;
  /** Dispatched once the lead is delivered. */
  delivered?: () => UnknownAction;
}
