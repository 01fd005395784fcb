import { contactFields, type ContactValues } from '../../lib/leads/contact';
import { isRequestId } from '../../lib/leads/ids';

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

/** What the draft keeps beside the values: its message's id, once sent, and its page time so far. */
export interface DraftMeta {
  id?: string;
  elapsedMs?: number;
}

/** The stored draft's id and page time; none when absent or unreadable. */
export function readDraftMeta(storage: Storage | undefined): DraftMeta {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { id, elapsedMs } = parsed as Record<string, unknown>;
    return {
      ...(isRequestId(id) ? { id } : {}),
      ...(typeof elapsedMs === 'number' && Number.isFinite(elapsedMs) && elapsedMs >= 0 ? { elapsedMs } : {}),
    };
  } catch {
    return {};
  }
}

/** Saves what the visitor typed; an empty form removes the draft. Storage failures (quota, refusal) are ignored. */
export function writeDraft(storage: Storage | undefined, values: ContactValues, meta: DraftMeta = {}): void {
  try {
    if (contactFields.every((field) => values[field] === '')) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify({ ...values, ...meta }));
  } catch {
    // The draft is a convenience: the form works the same without it.
  }
}

/**
 * Page time spent on the current draft (`performance.now()`, never a clock time): what earlier pages of this
 * tab recorded, plus this page's since the draft was restored or first typed in. The relay's time trap reads it.
 */
export class DraftClock {
  private base = 0;
  private since: number | undefined;

  restore(elapsedMs: number): void {
    this.base = elapsedMs;
    this.since = performance.now();
  }

  touch(): void {
    this.since ??= performance.now();
  }

  elapsed(): number {
    return Math.round(this.base + (this.since === undefined ? 0 : performance.now() - this.since));
  }

  reset(): void {
    this.base = 0;
    this.since = undefined;
  }
}

export const draftClock = new DraftClock();
