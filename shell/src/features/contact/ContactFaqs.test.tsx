import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactFaqs } from './ContactFaqs';
import { contactMessages } from './messages';

// Accessible-name queries on jsdom are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ContactFaqs', () => {
  it('is an accordion of four buttons that control their answers', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactFaqs />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    const second = buttons[1]!;
    const panel = document.getElementById(second.getAttribute('aria-controls') ?? '')!;
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(contactMessages.faq2Answer.en);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter/Space toggle, arrows and Home/End move', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactFaqs />);
    const buttons = screen.getAllByRole('button');
    buttons[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(buttons[3]).toHaveFocus();
    await user.keyboard(' ');
    expect(buttons[3]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(buttons[3]).toHaveFocus();
  });
});
