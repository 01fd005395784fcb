import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Does what chooses one of the wizard's cards (a click, Enter or Space) and waits for where it leads: the wizard moves
 * on in the task after the frame that shows the card chosen (ChoiceStep).
 */
export async function chooseCard(choose: () => Promise<void>): Promise<void> {
  const group = screen.getByRole('radiogroup');
  await choose();
  await waitFor(() => {
    expect(group).not.toBeInTheDocument();
  });
}

/** Clicks the wizard's card named `name` and waits for where it leads. */
export function clickCard(user: UserEvent, name: string): Promise<void> {
  return chooseCard(() => user.click(screen.getByRole('radio', { name })));
}
