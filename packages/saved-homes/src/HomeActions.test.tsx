import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { COMPARE_MAX } from '@manzil/contract';
import { HomeActions } from './HomeActions';
import { reloadSavedHomes, STORAGE_KEY } from './store';

const HOME = { slug: 'boulevard-crest-residence', house_name: 'Boulevard Crest Residence' };
const page = (home = HOME) => (
  <MemoryRouter>
    <HomeActions home={home} />
  </MemoryRouter>
);

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  localStorage.clear();
  reloadSavedHomes();
  // React's act() needs this; Testing Library sets it per file, and files share one module graph
  // here (vitest.shared.ts), so another file's clean-up may have unset it.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('HomeActions', () => {
  it('is rendered unsaved by the server and shows the stored state after hydrating, without a mismatch', async () => {
    const html = renderToString(page());
    expect(html).toContain('aria-pressed="false"');
    // This browser had saved it: the page starts with the server's HTML all the same.
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ saved: [{ slug: HOME.slug, name: HOME.house_name }] }),
    );
    reloadSavedHomes();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page(), { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(
        within(container).getByRole('button', { name: 'Save Boulevard Crest Residence' }),
      ).toHaveAttribute('aria-pressed', 'true');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('saves with the heart and refuses a fifth home to compare, saying why', async () => {
    const user = userEvent.setup();
    const others = Array.from({ length: COMPARE_MAX }, (_, n) => ({ slug: `home-${n}`, name: `Home ${n}` }));
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ compare: others }));
    reloadSavedHomes();
    render(page());
    const heart = screen.getByRole('button', { name: 'Save Boulevard Crest Residence' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      saved: [{ slug: HOME.slug, name: HOME.house_name }],
    });
    const compare = screen.getByRole('button', { name: 'Compare Boulevard Crest Residence' });
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/You can compare up to four homes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the comparison' })).toHaveAttribute('href', '/compare');
  });
});
