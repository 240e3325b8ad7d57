import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_KEY } from '@manzil/contract';
import { keepEarlyClicks, replayEarlyClick } from './earlyClick';

const waiting = () => document.documentElement.hasAttribute('data-waiting');
const store = window as unknown as Record<string, unknown>;

/** A part of the page (a remote's slot) holding a button; `loading` while its code is on its way. */
function part(loading: boolean) {
  const box = document.createElement('div');
  if (loading) box.setAttribute('data-loading', '');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Next page';
  box.append(button);
  document.body.append(box);
  const pressed = vi.fn();
  // Stands for React's listener on the app's root: below the document, so it sees what is let through.
  box.addEventListener('click', pressed);
  return { box, button, pressed };
}

describe('presses before a part of the page is live', () => {
  beforeAll(() => keepEarlyClicks());
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-waiting');
    vi.useRealTimers();
  });

  it('a press inside a part still loading is kept, then takes effect once when it is live', async () => {
    const { box, button, pressed } = part(true);
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(waiting()).toBe(true);
    box.removeAttribute('data-loading');
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(waiting()).toBe(false);
  });

  it('a press on a live part goes straight through', () => {
    const { button, pressed } = part(false);
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(waiting()).toBe(false);
  });

  it('a submit button is left to its form (it posts without the code)', () => {
    const { button, pressed } = part(true);
    button.type = 'submit';
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('a newer press replaces the one waiting; a press too old is dropped', async () => {
    vi.useFakeTimers();
    const first = part(true);
    const second = part(true);
    first.button.click();
    second.button.click();
    first.box.removeAttribute('data-loading');
    second.box.removeAttribute('data-loading');
    await vi.runAllTimersAsync();
    expect(first.pressed).not.toHaveBeenCalled();
    expect(second.pressed).toHaveBeenCalledTimes(1);

    const late = part(true);
    late.button.click();
    vi.advanceTimersByTime(10_001);
    expect(waiting()).toBe(false);
    late.box.removeAttribute('data-loading');
    await vi.runAllTimersAsync();
    expect(late.pressed).not.toHaveBeenCalled();
  });

  it('replays the press the first-view loader kept, once its part is live', async () => {
    const { box, button, pressed } = part(true);
    store[EARLY_CLICK_KEY] = { target: button, at: Date.now() };
    document.documentElement.setAttribute('data-waiting', '');
    replayEarlyClick();
    expect(store[EARLY_CLICK_KEY]).toBeUndefined();
    expect(pressed).not.toHaveBeenCalled();
    box.removeAttribute('data-loading');
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(waiting()).toBe(false);
  });

  it('with nothing kept, the loader’s busy mark is cleared', () => {
    document.documentElement.setAttribute('data-waiting', '');
    replayEarlyClick();
    expect(waiting()).toBe(false);
  });
});
