import { persistReducer } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import type { LeadForm } from '../../app/leads/leadForm';
import { firstInvalidField, validateContact, type ContactPayload } from '../../lib/leads/contact';
import { contactPersistConfig } from './contactPersistence';
import {
  contactSlice,
  contactSubmitted,
  draftMsOf,
  selectContact,
  selectContactDelivery,
  type ContactState,
} from './contactSlice';

declare module '../../app/rootReducer' {
  interface LazyLoadedSlices {
    contact: ContactState & Partial<PersistPartial>;
  }
}

/** 'Sending...' shows at least this long (the spec's 1.5 s), and until the relay answers. */
export const MIN_SENDING_MS = 1500;

/** The contact form's message, as the app attaches it with the contact page. */
export const contactLead: LeadForm<'contact'> = {
  kind: 'contact',
  reducers: [
    { reducerPath: contactSlice.reducerPath, reducer: persistReducer(contactPersistConfig, contactSlice.reducer) },
  ],
  selectDelivery: selectContactDelivery,
  payload: (state, lng): ContactPayload | undefined => {
    const { values, delivery, honeypot, clock } = selectContact(state);
    if (delivery.id === null || firstInvalidField(validateContact(values)) !== undefined) return undefined;
    return { ...values, id: delivery.id, lng, website: honeypot, draftMs: draftMsOf(clock, performance.now()) };
  },
  sendsOn: (action) => contactSubmitted.match(action),
  queuesInPage: true,
  minSendingMs: MIN_SENDING_MS,
};
