import { contactFields, type ContactValues } from '../../lib/leads/contact';

export const DRAFT_KEY = 'contact-draft';

/** Session storage, or undefined where the browser refuses it (privacy modes, disabled storage). */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The saved draft, keeping only known fields holding text; anything unreadable counts as no draft. */
export function readDraft(storage: Storage | undefined): Partial<ContactValues> | undefined {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (raw === null || raw === undefined) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const draft: Partial<ContactValues> = {};
    for (const field of contactFields) {
      const value: unknown = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') draft[field] = value;
    }
    return Object.keys(draft).length > 0 ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Saves what the visitor typed; an empty form removes the draft. Storage failures (quota, refusal) are ignored. */
export function writeDraft(storage: Storage | undefined, values: ContactValues): void {
  try {
    if (contactFields.every((field) => values[field] === '')) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // The draft is a convenience: the form works the same without it.
  }
}
