import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` in a field as a visitor pasting it: one input event where typing makes one per character, each
 * re-rendering the page. For a test about what the field holds, not about typing (tests of typing type).
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
