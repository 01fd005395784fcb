import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { draftRestored, selectContactValues } from './contactSlice';
import { readDraft, sessionStore, writeDraft } from './draft';

/**
 * Keeps the visitor's unsent message in session storage so a reload does not lose it. Storage is read in an
 * effect, after the first render, so a prerendered page and its first client render stay identical. A sent
 * message empties the form, which removes the draft.
 */
export function useContactDraft(): void {
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectContactValues);
  const restored = useRef(false);

  // Declared before the restoring effect so that, on mount, the empty initial form never overwrites the draft.
  useEffect(() => {
    if (restored.current) writeDraft(sessionStore(), values);
  }, [values]);

  useEffect(() => {
    const draft = readDraft(sessionStore());
    if (draft !== undefined) dispatch(draftRestored(draft));
    restored.current = true;
  }, [dispatch]);
}
