import { waitFor } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import { consultationLead } from '../../../src/features/consultation/consultationLead';
import { attachDraftLead } from '../../support/leads';
import { answerChosen } from '../../../src/features/consultation/consultationSlice';

const KEY = 'persist:consultation';

function storedProjectType(): unknown {
  const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { answers?: string };
  return raw.answers === undefined ? undefined : (JSON.parse(raw.answers) as { projectType?: unknown }).projectType;
}

/** A tab of its own: the events of one test reach only the persistor that test started. */
function tab() {
  const document: EventTarget & { visibilityState: DocumentVisibilityState } = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as const,
  });
  return Object.assign(new EventTarget(), { document });
}

async function answeredThenLeft(leave: (page: ReturnType<typeof tab>) => void) {
  const page = tab();
  const store = makeStore();
  await attachDraftLead(store, consultationLead, page as unknown as Window);
  await waitFor(() => {
    expect(store.getState().consultation?._persist?.rehydrated).toBe(true);
  });
  store.dispatch(answerChosen({ question: 'projectType', value: 'mobileApp' }));
  // redux-persist writes the change on a later tick: only a flush can save it before this returns.
  const beforeLeaving = storedProjectType();
  leave(page);
  return { beforeLeaving, afterLeaving: storedProjectType() };
}

beforeEach(() => {
  localStorage.clear();
});

describe('the draft, when the visitor leaves the tab', () => {
  it('is written at once on pagehide', async () => {
    const outcome = await answeredThenLeft((page) => page.dispatchEvent(new Event('pagehide')));
    expect(outcome.beforeLeaving).not.toBe('mobileApp');
    expect(outcome.afterLeaving).toBe('mobileApp');
  });

  it('is written at once when the tab is hidden', async () => {
    const outcome = await answeredThenLeft((page) => {
      page.document.visibilityState = 'hidden';
      page.document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(outcome.beforeLeaving).not.toBe('mobileApp');
    expect(outcome.afterLeaving).toBe('mobileApp');
  });

  it('waits for redux-persist’s own write when the tab comes back into view', async () => {
    const outcome = await answeredThenLeft((page) => {
      page.document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(outcome.beforeLeaving).not.toBe('mobileApp');
    expect(outcome.afterLeaving).not.toBe('mobileApp');
  });
});
