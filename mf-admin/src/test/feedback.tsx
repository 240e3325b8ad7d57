/**
 * The panel speaks in the page: a form says its problem in its own role="alert", the panel's toasts
 * sit in two live regions (role="status" for successes, role="alert" for failures). Tests read them there.
 */
import { render } from '@manzil/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { Toaster } from '../shared/feedback/Toaster';

/** Renders a section of the panel with the panel's toasts. */
export const renderWithToasts = (ui: ReactElement) =>
  render(
    <>
      {ui}
      <Toaster />
    </>,
  );

const region = (tone: 'success' | 'error') => document.querySelector<HTMLElement>(`[data-toasts="${tone}"]`);

/** The texts of the toasts of one tone, oldest first. */
export const toastTexts = (tone: 'success' | 'error'): string[] =>
  Array.from(region(tone)?.querySelectorAll('p') ?? [], (p) => p.textContent ?? '');

/** Waits until the newest toast of `tone` says `text`, in its live region. */
export async function expectToast(tone: 'success' | 'error', text: string): Promise<void> {
  await waitFor(() => {
    expect(region(tone)).toHaveAttribute('role', tone === 'error' ? 'alert' : 'status');
    expect(toastTexts(tone).at(-1)).toBe(text);
  });
}

/** Waits until the one role="alert" in `within` (default: the screen) says exactly `text`. */
export async function expectAlert(text: string, within: HTMLElement = document.body): Promise<void> {
  await waitFor(() => {
    const alerts = Array.from(within.querySelectorAll('[role="alert"]')).filter(
      (el) => !el.hasAttribute('data-toasts'),
    );
    expect(alerts.map((el) => el.textContent)).toEqual([text]);
  });
}

export { screen };
