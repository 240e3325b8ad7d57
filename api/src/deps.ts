/** What the routers are given: configuration, the database and the services built in app.ts. */
import type { Config } from './config';
import type { Database } from './db/client';
import type { Geocoder } from './lib/geocoder';
import type { Mailer } from './lib/mailer';
import type { ViewCounter } from './db/listing-views';

export interface ApiDeps {
  config: Config;
  db: Database;
  keys: {
    /** Signs admin session JWTs. */
    session: string;
    /** Signs XSRF-TOKEN cookies. */
    csrf: string;
    /** Signs the device cookies of admin sign-in. */
    device: string;
  };
  mailer: Mailer;
  geocoder: Geocoder;
  /** Property page views per listing and day (the reports). */
  views: ViewCounter;
}
