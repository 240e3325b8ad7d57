import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Pager } from './Pager';

describe('Pager', () => {
  it('numbers: every page a button, the current one marked, steps disabled at the ends', async () => {
    const onChange = vi.fn();
    render(<Pager page={1} pageCount={3} onChange={onChange} label="VR projects pages" />);
    const nav = screen.getByRole('navigation', { name: 'VR projects pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('numbers: ellipses beyond seven pages', () => {
    render(<Pager page={5} pageCount={10} onChange={() => {}} label="Pages" />);
    const names = screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(names).toEqual(['1', '4', '5', '6', '10']);
  });

  it('count: "Page x of y" between named arrows', () => {
    render(<Pager page={2} pageCount={2} onChange={() => {}} label="Property pages" display="count" />);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('shows nothing for one page unless asked to', () => {
    const { rerender } = render(<Pager page={1} pageCount={1} onChange={() => {}} label="Pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pager page={1} pageCount={1} onChange={() => {}} label="Pages" showSinglePage />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('takes other step names', () => {
    render(
      <Pager
        page={1}
        pageCount={2}
        onChange={() => {}}
        label="Emirates pages"
        stepNames={{ previous: 'Previous', next: 'Next' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('links: each page a real link (rendered without JavaScript), no link past the ends', () => {
    render(
      <MemoryRouter>
        <Pager page={1} pageCount={3} hrefOf={(n) => `?purpose=Buy&page=${n}`} label="Search results pages" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/?purpose=Buy&page=2');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/?purpose=Buy&page=2',
    );
    const previous = within(nav).getByRole('link', { name: 'Previous page' });
    expect(previous).not.toHaveAttribute('href');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).queryAllByRole('button')).toEqual([]);
  });
});
