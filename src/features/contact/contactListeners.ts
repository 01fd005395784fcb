import { startLeadListening, workerMessaged } from '../../app/leads/leadListener';
import { connectionRestored } from '../../app/pwa/pwaSlice';
import { resolveLanguage } from '../../i18n/languages';
import { replayedOutcome } from '../../lib/leads/answers';
import { messageSent, queuedMessageReplayed, selectContactStatus, selectMessageId } from './contactSlice';
import { draftClock } from './draft';
import { sendMessage } from './sendMessage';

// A queued message goes again when the connection returns, from whichever page the visitor is on (the relay
// keeps one copy per id). The form's own submit sends through `formSubmitted`, with the form's sender.
startLeadListening({
  actionCreator: connectionRestored,
  effect: (_, api) => {
    if (selectContactStatus(api.getState()) !== 'queued') return;
    const lng = resolveLanguage(document.documentElement.lang);
    void api.dispatch(messageSent({ send: sendMessage, lng, website: '', draftMs: draftClock.elapsed() }));
  },
});

// The worker's word that it replayed the queued message ends the wait.
startLeadListening({
  actionCreator: workerMessaged,
  effect: ({ payload }, api) => {
    const id = selectMessageId(api.getState());
    const outcome = id === null ? undefined : replayedOutcome(payload, 'contact', id);
    if (id !== null && outcome !== undefined)
      api.dispatch(queuedMessageReplayed({ id, delivered: outcome !== 'rejected' }));
  },
});
