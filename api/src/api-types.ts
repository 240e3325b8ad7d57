/**
 * The API's routes as types only: the entry `@manzil/api-client` derives its route table from
 * (packages/api-client/src/routes.ts). `tsconfig.types.json` builds its declarations, so an app's
 * type-check reads the routes' types without checking the API's implementation again.
 */
import type { ExtractSchema } from 'hono/types';
import type { AppType } from './app';

/** `/path` (relative to `/api`) → `$method` → input, and one output per status (JSON as parsed). */
export type ApiSchema = ExtractSchema<AppType>;
