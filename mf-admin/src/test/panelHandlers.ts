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
  handle('GET /admin/reports', {
    data: {
      from: '2030-04-01',
      to: '2030-04-30',
      enquiries: { total: 0, byListing: [], byAgent: [], bySource: [], byWeek: [] },
      firstResponse: { answered: 0, waiting: 0, averageHours: null, withinDay: 0 },
      funnel: [],
      listings: { byStatus: [], daysOnMarket: [], averageDaysOnMarket: null },
      views: { total: 0, byListing: [] },
    },
  }),
];
