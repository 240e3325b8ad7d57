/** The generator's data tables (scripts/assets/tables/*.json): what to draw, kept apart from how. */
import { readFileSync } from 'node:fs';

/** The table `name` (tables/<name>.json), parsed. */
export const readTable = (name) =>
  JSON.parse(readFileSync(new URL(`../tables/${name}.json`, import.meta.url), 'utf8'));
