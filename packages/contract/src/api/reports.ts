/**
 * The back office's reports: enquiries by listing, agent, source page and week; time to first response;
 * the pipeline's funnel; listings by status and days on market; page views per listing (counted on the
 * server, per listing and day, with nothing about the visitor).
 */
import type { EnquiryKind } from './domain';

/** Rows of a "top" table at most (listings by enquiries, by views). */
export const REPORT_TOP = 20;
/** The longest period one report covers. */
export const REPORT_RANGE_MAX_DAYS = 366;
/** Without dates, a report covers this many days up to today. */
export const REPORT_DEFAULT_DAYS = 30;

/** The page each kind of enquiry is sent from. */
export const ENQUIRY_SOURCE_LABELS: Record<EnquiryKind, string> = {
  'property-inquiry': 'Property page',
  brochure: 'Area page (brochure)',
  'vr-access': '3D space page',
  contact: 'Contact page',
};

/** The pipeline's stages in order (a lost lead leaves it). */
export const FUNNEL_STAGES = ['new', 'contacted', 'viewing', 'offer', 'closed'] as const;

export interface ReportRow {
  key: string;
  label: string;
  count: number;
}

export interface ReportsData {
  /** The period, YYYY-MM-DD (Dubai), inclusive. */
  from: string;
  to: string;
  enquiries: {
    total: number;
    byListing: ReportRow[];
    byAgent: ReportRow[];
    bySource: ReportRow[];
    /** Keyed by the Monday starting the week. */
    byWeek: ReportRow[];
  };
  firstResponse: {
    /** Leads of the period answered (status moved on from new, or a note). */
    answered: number;
    /** Leads of the period still new and unanswered. */
    waiting: number;
    averageHours: number | null;
    /** Answered within 24 hours. */
    withinDay: number;
  };
  /** Leads of the period that reached each stage (or went past it). */
  funnel: ReportRow[];
  listings: {
    byStatus: ReportRow[];
    /** Available listings by how long they have been on the market. */
    daysOnMarket: ReportRow[];
    averageDaysOnMarket: number | null;
  };
  /** Property page views of the period, most viewed first. */
  views: { total: number; byListing: ReportRow[] };
}

export type ReportsResponse = { data: ReportsData };

export interface ReportsQuery {
  from?: string;
  to?: string;
}
