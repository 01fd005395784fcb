import type { Persistor } from 'redux-persist';
import { attachLead } from '../../src/app/leads/attachLead';
import type { LeadForm } from '../../src/app/leads/leadForm';
import type { AppStore } from '../../src/app/store';

/** A form's lead attached as its page attaches it once on screen; the store's persistor, to flush or pause. */
export async function attachDraftLead(store: AppStore, form: LeadForm, target?: Window): Promise<Persistor> {
  const persistor = await attachLead(store, form, target);
  if (persistor === undefined) throw new Error(`The ${form.kind} lead keeps no draft`);
  return persistor;
}
