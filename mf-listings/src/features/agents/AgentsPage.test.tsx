import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, render, serve } from '@manzil/api-client/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AGENTS } from '../../test/fixtures';
import AgentsPage from './AgentsPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/find-my-agent"
          element={
            <>
              <AgentsPage />
              <Where />
            </>
          }
        />
        <Route path="/find-my-agent/:agentSlug" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const names = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('AgentsPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('lists every agent with portrait, BRN, languages, areas and listings count', async () => {
    serve(handle('GET /agents', { data: AGENTS }));
    renderAt('/find-my-agent');
    expect(screen.getByRole('heading', { level: 1, name: 'Find My Agent' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 agents' })).toBeInTheDocument();
    expect(names()).toEqual(['Layla Haddad', 'Omar Siddiqui', 'Anna Kowalska']);
    const layla = screen.getByRole('article', { name: 'Layla Haddad' });
    expect(within(layla).getByRole('img', { name: 'Portrait of Layla Haddad' })).toHaveAttribute(
      'src',
      '/images/agents/layla-haddad.jpg',
    );
    expect(layla).toHaveTextContent('BRN 48213');
    expect(layla).toHaveTextContent('English, Arabic and French');
    expect(layla).toHaveTextContent('Downtown Dubai and Business Bay');
    expect(layla).toHaveTextContent('4 listings');
    expect(within(layla).getByRole('link', { name: 'Layla Haddad' })).toHaveAttribute(
      'href',
      '/find-my-agent/layla-haddad',
    );
  });

  it('filters by the language and area of the URL, and a choice updates the URL', async () => {
    serve(handle('GET /agents', { data: AGENTS }));
    renderAt('/find-my-agent?language=french');
    expect(await screen.findByRole('heading', { name: '2 of 3 agents match' })).toBeInTheDocument();
    expect(names()).toEqual(['Layla Haddad', 'Anna Kowalska']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('French');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Dubai Marina');
    expect(screen.getByTestId('where')).toHaveTextContent('/find-my-agent?language=French&area=dubai_marina');
    expect(names()).toEqual(['Anna Kowalska']);
    // The areas are offered under their emirate.
    expect(screen.getByRole('group', { name: 'Abu Dhabi' })).toHaveTextContent('Saadiyat Island');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Urdu');
    expect(names()).toEqual(['Omar Siddiqui']);
  });

  it('is a GET form that works without the code, and says when no agent matches', async () => {
    serve(handle('GET /agents', { data: AGENTS }));
    renderAt('/find-my-agent?language=Klingon');
    expect(await screen.findByText('No agent matches these filters.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Filter agents' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/find-my-agent');
    // The value asked for stays chosen, so the form says what is shown.
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Klingon');
    await userEvent.click(screen.getByRole('link', { name: 'Show all agents' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/find-my-agent$/);
    expect(names()).toHaveLength(3);
  });

  it('offers a retry when the agents cannot be loaded', async () => {
    serve(handle('GET /agents', fail(503, { msg: 'down' })));
    renderAt('/find-my-agent');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    serve(handle('GET /agents', { data: AGENTS }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '3 agents' })).toBeInTheDocument();
  });
});
