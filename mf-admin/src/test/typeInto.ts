/** Fills a form as a user does: types each value into the control its label names, in the order given. */
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function typeInto(container: HTMLElement, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(within(container).getByLabelText(label), value);
  }
}
