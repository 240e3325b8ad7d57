/**
 * The reports, mounted at `/admin`, for the owner and admins: `GET reports?from=&to=` (every figure of
 * the period) and `GET reports/export.csv` (the same tables as one CSV).
 */
import { Hono } from 'hono';
import { every } from 'hono/combine';
import type { ReportRow, ReportsResponse } from '@manzil/contract';
import { reportsQuerySchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { buildReports } from '../db/reports';
import { toCsv } from '../lib/csv';
import { valid } from '../lib/validate';
import { requireAdmin, requireManager, type AdminEnv } from '../middleware/auth';

const table = (title: string, rows: ReportRow[]): (string | number)[][] => [
  [title, 'Count'],
  ...rows.map((r) => [r.label, r.count]),
  [],
];

export function adminReportRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = every(requireAdmin(db, deps.keys.session), requireManager);
  return new Hono<AdminEnv>()
    .get('/reports', auth, valid('query', reportsQuerySchema), async (c) => {
      const body: ReportsResponse = { data: await buildReports(db, c.req.valid('query')) };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .get('/reports/export.csv', auth, valid('query', reportsQuerySchema), async (c) => {
      const r = await buildReports(db, c.req.valid('query'));
      const rows = [
        [`Manzil reports, ${r.from} to ${r.to} (Dubai time)`],
        [],
        ['Enquiries', r.enquiries.total],
        [],
        ...table('Enquiries by listing', r.enquiries.byListing),
        ...table('Enquiries by agent', r.enquiries.byAgent),
        ...table('Enquiries by source page', r.enquiries.bySource),
        ...table('Enquiries by week', r.enquiries.byWeek),
        ['Time to first response', 'Value'],
        ['Leads answered', r.firstResponse.answered],
        ['Answered within 24 hours', r.firstResponse.withinDay],
        ['Average hours to first response', r.firstResponse.averageHours ?? ''],
        ['Leads still waiting', r.firstResponse.waiting],
        [],
        ...table('Pipeline (leads that reached each stage)', r.funnel),
        ...table('Listings by status', r.listings.byStatus),
        ...table('Available listings by days on market', r.listings.daysOnMarket),
        ['Average days on market', r.listings.averageDaysOnMarket ?? ''],
        [],
        ['Property page views', r.views.total],
        ...table('Page views by listing', r.views.byListing),
      ];
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="reports-${r.from}-to-${r.to}.csv"`);
      return c.body(toCsv(rows));
    });
}
