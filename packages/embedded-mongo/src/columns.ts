/**
 * Column copies of top-level fields over an index's ordered view, so that the conditions left after a
 * range scan (typically a few equalities on low-cardinality fields) are tested on typed arrays instead
 * of on the documents. Plain numbers and strings are decided from the columns; any other value (missing,
 * null, arrays, sub-documents, bson wrappers) sends that document to the general predicate.
 */
import type { Doc } from './values';

const NUMBER = 0;
const STRING = 1;
const OTHER = 2;

/** Entries per lazily built block: a query only pays for the blocks its slice touches. */
const BLOCK_BITS = 11;
const MAX_EARLY_CODES = 1024;

export class Column {
  readonly kind: Uint8Array;
  readonly num: Float64Array;
  readonly str: Int32Array;
  private readonly codes = new Map<string, number>();
  /** Strings by code. */
  private readonly values: string[] = [];
  private readonly built: Uint8Array;

  constructor(
    private readonly docs: Doc[],
    private readonly field: string,
  ) {
    const n = docs.length;
    this.kind = new Uint8Array(n);
    this.num = new Float64Array(n);
    this.str = new Int32Array(n);
    this.built = new Uint8Array((n >>> BLOCK_BITS) + 1);
  }

  /**
   * The code of a string a query compares with. Codes are only names, so one may be handed out before
   * any block holds the value; past a bound (a visitor typing many strings) unknown values fill every
   * block instead and are absent (-1) when no entry holds them.
   */
  lookup(s: string): number {
    const known = this.codes.get(s);
    if (known !== undefined) return known;
    if (this.codes.size < MAX_EARLY_CODES) return this.codeOf(s);
    for (let i = 0; i < this.docs.length; i += 1 << BLOCK_BITS) this.at(i);
    return this.codes.get(s) ?? -1;
  }

  private codeOf(s: string): number {
    // Few distinct values is the common case: a scan of them beats hashing the string.
    const list = this.values;
    if (list.length <= 16) {
      for (let c = 0; c < list.length; c++) if (list[c] === s) return c;
    }
    let code = this.codes.get(s);
    if (code === undefined) {
      code = list.length;
      list.push(s);
      this.codes.set(s, code);
    }
    return code;
  }

  /** Makes position i readable (fills its block on first use). */
  at(i: number): number {
    const b = i >>> BLOCK_BITS;
    if (!this.built[b]) {
      this.built[b] = 1;
      const end = Math.min(this.docs.length, (b + 1) << BLOCK_BITS);
      for (let j = b << BLOCK_BITS; j < end; j++) this.fill(j);
    }
    return i;
  }

  private fill(i: number): void {
    const v = (this.docs[i] as Doc)[this.field];
    if (typeof v === 'number' && !Number.isNaN(v)) {
      this.kind[i] = NUMBER;
      this.num[i] = v;
    } else if (typeof v === 'string') {
      this.kind[i] = STRING;
      this.str[i] = this.codeOf(v);
    } else this.kind[i] = OTHER;
  }
}

/** A condition the columns can answer: string equality, number equality or a number bound. */
type ColumnCheck =
  | { column: Column; op: '$eq'; str: number }
  | { column: Column; op: '$eq' | '$gt' | '$gte' | '$lt' | '$lte'; num: number };

const isNum = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
const NUM_OPS = new Set(['$eq', '$gt', '$gte', '$lt', '$lte']);

/**
 * A predicate over slice positions for `filter`, or null when the filter has a shape the columns do not
 * cover. `general` answers for documents holding other values than plain numbers and strings.
 */
export function columnPredicate(
  filter: Doc,
  column: (field: string) => Column,
  docs: Doc[],
  general: (doc: Doc) => boolean,
): ((i: number) => boolean) | null {
  const checks: ColumnCheck[] = [];
  for (const [field, cond] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) return null;
    const ops: [string, unknown][] =
      isPlainObject(cond) && Object.keys(cond).length ? Object.entries(cond) : [['$eq', cond]];
    for (const [op, arg] of ops) {
      if (!NUM_OPS.has(op)) return null;
      if (op === '$eq' && typeof arg === 'string') {
        const col = column(field);
        checks.push({ column: col, op, str: col.lookup(arg) });
      } else if (isNum(arg)) checks.push({ column: column(field), op: op as '$eq', num: arg });
      else return null;
    }
  }
  return (i) => {
    for (const c of checks) {
      const kind = c.column.kind[c.column.at(i)];
      if (kind === OTHER) return general(docs[i] as Doc);
      if ('str' in c) {
        if (kind !== STRING || c.column.str[i] !== c.str) return false;
        continue;
      }
      if (kind !== NUMBER) return false;
      const v = c.column.num[i] as number;
      const ok =
        c.op === '$eq'
          ? v === c.num
          : c.op === '$gt'
            ? v > c.num
            : c.op === '$gte'
              ? v >= c.num
              : c.op === '$lt'
                ? v < c.num
                : v <= c.num;
      if (!ok) return false;
    }
    return true;
  };
}
