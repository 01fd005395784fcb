import type { UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '../../i18n/languages';
import type { LeadKind } from '../../lib/leads/answers';
import type { LeadDelivery } from '../../lib/leads/delivery';
import type { RootState } from '../rootReducer';

/** One kind of lead, as the app delivers it: each form says what it sends, and when. */
export interface Lead {
  kind: LeadKind;
  endpoint: string;
  selectDelivery: (state: RootState) => LeadDelivery;
  /** The body to post for the lead's delivery, or undefined while there is nothing valid to send. */
  payload: (state: RootState, lng: Language) => object | undefined;
  /** Whether an action (Submit, Retry, a restored draft) calls for sending the lead now. */
  sendsOn: (action: UnknownAction, state: RootState) => boolean;
  /** Without a worker, whether an offline lead waits in the page for the connection (or fails at once). */
  queuesInPage: boolean;
  /** The least time `sending` shows, however fast the relay answers. */
  minSendingMs?: number;
  /** Dispatched once the lead is delivered. */
  delivered?: () => UnknownAction;
}
