/**
 * Search alerts without an account: a visitor leaves an e-mail address on a search,
 * follows the confirmation mail (double opt-in), then gets at most one mail a day per search listing
 * the new or re-priced homes that match, each with a link that stops it. The texts the form, the pages
 * and the mails share, and the bounds the server keeps, are declared here once.
 */

import type { Locale } from '../pages/locale';

/** The form on a search (mf-search), posted as JSON or, before the app started, as a page form. */
export interface AlertFormValues {
  email: string;
  /** 'yes' when the consent box is ticked (a checkbox's posted value). */
  consent: string;
}

/** POST /api/alerts: the search as its canonical URL query (searchQueryToParams) and the form. */
export interface AlertSignupInput extends AlertFormValues {
  search: string;
  /** The language of the page signed up on: the alert's mails are written in it ('en' when absent). */
  locale?: Locale;
}

export const ALERT_TEXTS = {
  title: 'E-mail me new homes like these',
  intro:
    'Leave your e-mail address and we will send you the new homes, and the homes whose price changes, that match this search: at most one e-mail a day.',
  consent:
    'I agree that Manzil keeps my e-mail address and this search to send me these e-mails, as the privacy notice describes. I can stop them from any of them.',
  submit: 'E-mail me new homes',
  // Said the same whether the address already had this alert (its e-mail then says so): a stranger learns nothing.
  sent: 'Almost done: we have sent you an e-mail. If the alert is new, follow its link to start it; nothing is sent before that.',
  failed: 'We could not save your alert just now. Please try again later.',
  tooMany: 'This address has too many alerts or sign-ups at the moment. Please try again tomorrow.',
  unknownPlace:
    'We can only send alerts for a place we list: choose an emirate or an area from the suggestions, search again, then sign up.',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  consentRequired: 'Please tick the box to agree before we e-mail you',
} as const;

/** The page a confirmation or unsubscribe link opens: what it says before and after its button. */
export const ALERT_PAGE_TEXTS = {
  confirm: {
    title: 'Confirm your search alert',
    lead: 'Press the button to start e-mails about new homes that match your search. We send at most one a day.',
    button: 'Start my alert',
    done: 'Your alert is on. We will e-mail you when new homes match your search, at most once a day. Every e-mail has a link to stop it.',
    invalid:
      'This confirmation link has expired or was already used. Sign up again from a search if you still want the alert.',
  },
  unsubscribe: {
    title: 'Stop this search alert',
    lead: 'Press the button and we will send no more e-mails for this search, and delete the address and the search we kept for it.',
    button: 'Stop the e-mails',
    done: 'Done: this alert is stopped and its details are deleted. You will receive no more e-mails for this search.',
    invalid:
      'This alert is already stopped, or the link is not one of ours. You will receive no more e-mails for it.',
  },
} as const;

export const ALERT_LIMITS = {
  /** Confirmed or pending alerts one address may have: a cap, not a counter of sign-ups. */
  searchesPerAddress: 10,
  /** Sign-ups per address and per client IP in a day (each mails a confirmation to someone). */
  signupsPerAddressPerDay: 5,
  signupsPerIpPerHour: 20,
  /** An unconfirmed sign-up is deleted after this (TTL index). */
  pendingHours: 48,
  /** Homes one alert mail lists at most. */
  homesPerMail: 10,
  /** Alerts one run of the job looks at at most (the longest-waiting first). */
  alertsPerRun: 1000,
  /** Alerts one run of the job mails at most (the rest wait for the next run). */
  mailsPerRun: 200,
  /** Canonical search queries are short; a longer one is no search of ours. */
  maxSearchLength: 1000,
} as const;

/** `GET /api/alerts/unsubscribe/:token`: whether the link's alert still runs (false: already stopped). */
export interface AlertLinkState {
  running: boolean;
}

/** A confirmation or unsubscribe token: 32 random bytes, base64url. */
export const ALERT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
