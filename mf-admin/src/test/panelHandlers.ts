/** The panel's reads answered empty, for tests about something else. */
import { handle } from '@manzil/api-client/testing';

export const emptyPanelHandlers = () => [
  handle('GET /admin/dashboard', {
    ok: true,
    admin: { username: 'admin', email: 'a@b.ae', role: 'owner' },
    lastBackup: null,
  }),
  handle('GET /admin/fetch-city-data', []),
  handle('GET /admin/fetch-nested-area-data', { data: {} }),
  handle('GET /admin/leads', { data: [], total: 0, page: 1, limit: 25 }),
  handle('GET /admin/leads/new-count', { data: { count: 0 } }),
  handle('GET /agents', { data: [] }),
  handle('GET /admin/agents', { data: [] }),
  handle('GET /homepage/cities', []),
];
