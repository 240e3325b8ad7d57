import { fireEvent, screen } from '@testing-library/react';

/** Types each value into the field of that label, as a visitor would fill a form. */
export function fillByLabel(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
