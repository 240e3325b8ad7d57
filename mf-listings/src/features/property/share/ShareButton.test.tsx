import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from './ShareButton';

const NAME = 'Boulevard Crest Residence 2BR';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('opens the share sheet where there is one, with the page address without its query', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    window.history.replaceState(null, '', '/property/boulevard?utm=x#map');
    render(<ShareButton name={NAME} />);
    await userEvent.click(screen.getByRole('button', { name: `Share ${NAME}` }));
    expect(share).toHaveBeenCalledWith({ title: NAME, url: `${window.location.origin}/property/boulevard` });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link otherwise and announces it; without a clipboard, shows the link to copy', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/property/boulevard');
    const { unmount } = render(<ShareButton name={NAME} />);
    await user.click(screen.getByRole('button', { name: `Share ${NAME}` }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/property/boulevard`);
    unmount();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<ShareButton name={NAME} />);
    await user.click(screen.getByRole('button', { name: `Share ${NAME}` }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy the link below');
    expect(screen.getByRole('textbox', { name: 'Link to this home' })).toHaveValue(
      `${window.location.origin}/property/boulevard`,
    );
  });
});
