import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  draftRestored,
  messageIdAssigned,
  selectContactStatus,
  selectContactValues,
  selectMessageId,
} from './contactSlice';
import { draftClock, readDraft, readDraftMeta, sessionStore, writeDraft } from './draft';

/**
 * Keeps the visitor's unsent message in session storage so a reload does not lose it. Storage is read in an
 * effect, after the first render, so a prerendered page and its first client render stay identical. A sent
 * message empties the form, which removes the draft.
 */
export function useContactDraft(): void {
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectContactValues);
  const messageId = useAppSelector(selectMessageId);
  const delivered = useAppSelector(selectContactStatus) === 'success';
  const restored = useRef(false);

  // Declared before the restoring effect so that, on mount, the empty initial form never overwrites the draft.
  // The draft keeps its message's id (a reload while it is queued resends the same message) and its page time.
  useEffect(() => {
    if (!restored.current) return;
    draftClock.touch();
    writeDraft(sessionStore(), values, { id: messageId ?? undefined, elapsedMs: draftClock.elapsed() });
  }, [values, messageId]);

  useEffect(() => {
    if (delivered) draftClock.reset();
  }, [delivered]);

  useEffect(() => {
    const storage = sessionStore();
    const draft = readDraft(storage);
    if (draft !== undefined) {
      const meta = readDraftMeta(storage);
      draftClock.restore(meta.elapsedMs ?? 0);
      dispatch(draftRestored(draft));
      if (meta.id !== undefined) dispatch(messageIdAssigned(meta.id));
    }
    restored.current = true;
  }, [dispatch]);
}
