import { screen, within } from '@testing-library/react';
import { handle, render, serve } from '@manzil/api-client/testing';
import { MemoryRouter } from 'react-router-dom';
import { AGENTS } from '../../test/fixtures';
import AgentTeam from './AgentTeam';

describe('AgentTeam', () => {
  it('shows every agent with portrait, name, BRN and languages, each linking to their page', async () => {
    serve(handle('GET /agents', { data: AGENTS }));
    render(
      <MemoryRouter>
        <AgentTeam />
      </MemoryRouter>,
    );
    const team = await screen.findByRole('list', { name: 'Our agents' });
    const cards = within(team).getAllByRole('article');
    expect(cards).toHaveLength(AGENTS.length);
    const anna = within(team).getByRole('article', { name: 'Anna Kowalska' });
    // Under the About page's "Meet the team" (h2), each agent is an h3.
    expect(within(anna).getByRole('heading', { level: 3 })).toHaveTextContent('Anna Kowalska');
    expect(within(anna).getByRole('img', { name: 'Portrait of Anna Kowalska' })).toBeInTheDocument();
    expect(anna).toHaveTextContent('Real estate broker · BRN 48213');
    expect(anna).toHaveTextContent('English, Polish and French');
    expect(within(anna).getByRole('link', { name: 'Anna Kowalska' })).toHaveAttribute(
      'href',
      '/find-my-agent/anna-kowalska',
    );
  });
});
