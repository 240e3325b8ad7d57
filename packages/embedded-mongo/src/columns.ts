/**
 * Column copies of top-level fields, one per field for the whole collection (by row, see
 * Collection.rows; every index's range scan maps its positions to rows), so that the conditions left
 * after a range scan are tested on typed arrays instead of on the documents: equalities, bounds, $in /
 * $nin of strings, patterns (tested once per distinct string; a literal over names only on the names
 * its trigrams point to) and $and / $or of those. Plain numbers, strings, dates and absent fields are
 * decided from the columns; any other value (null, arrays, sub-documents, bson wrappers) sends that
 * document to the general predicate.
 */
import { boundedGet } from './bounded-map';
import { patternRegExp } from './patterns';
import { literalOf, MIN_INDEXED_SLOTS, Trigrams } from './trigrams';
import type { Doc } from './values';

const NUMBER = 0;
const STRING = 1;
const OTHER = 2;
/** The field is absent: no equality, bound or pattern matches it, every $nin does. */
const MISSING = 3;
/** A valid Date: its time in `num`. Only a Date bound or equality matches it (BSON compares by type first). */
const DATE = 4;

/** Entries per lazily built block: a query only pays for the blocks its slice touches. */
const BLOCK_BITS = 11;
const MAX_EARLY_CODES = 1024;
/** Distinct strings given a code; past it (names, descriptions) entries keep only their string. */
const MAX_CODES = 4096;
/** Patterns whose answers a column keeps (see Column.patternAnswers). */
export const MAX_PATTERNS = 8;
/** Strings up to this length are copied into the column (see fill). */
const SHORT_STRING = 64;

export class Column {
  kind: Uint8Array;
  /** A number's value, or a date's time. */
  num: Float64Array;
  /** The string's code, or -1 for one past MAX_CODES (then `strs` alone holds it). */
  str: Int32Array;
  /** Each string entry's string. */
  readonly strs: string[];
  private readonly codes = new Map<string, number>();
  /** Strings by code. */
  readonly values: string[] = [];
  private built: Uint8Array;
  private builtBlocks = 0;

  /** `docs` is the collection's array by slot (read when a block is first used; a gap is absent). */
  constructor(
    private readonly docs: readonly (Doc | undefined)[],
    private readonly field: string,
  ) {
    const n = docs.length;
    this.kind = new Uint8Array(n);
    this.num = new Float64Array(n);
    this.str = new Int32Array(n);
    this.strs = Array.from({ length: n }, () => '');
    this.built = new Uint8Array((n >>> BLOCK_BITS) + 1);
  }

  /**
   * Per pattern (flags/source), what it answered for each slot holding a string past the codes (0: not
   * tested yet, 1: no, 2: yes): a pattern is tested on a name once, not again for the count beside the
   * page, the next page or the next search with that word. At most MAX_PATTERNS patterns per column.
   */
  private readonly patterns = new Map<string, Uint8Array>();

  patternAnswers(re: RegExp): Uint8Array {
    return boundedGet(this.patterns, `${re.flags}/${re.source}`, MAX_PATTERNS, () => this.newAnswers(re));
  }

  /** Built for a column of names searched for many words (see newAnswers and trigrams.ts). */
  private trigrams: Trigrams | undefined;

  /**
   * A new pattern's answers: when the column is names and the pattern a literal, "no" for every name
   * but those holding its rarest trigram (see trigrams.ts); those, and every name otherwise, are tested
   * when first read.
   */
  private newAnswers(re: RegExp): Uint8Array {
    const n = this.kind.length;
    const answers = new Uint8Array(n);
    const text = n >= MIN_INDEXED_SLOTS ? literalOf(re.source, re.flags) : null;
    // The index is built (an O(n) pass) only for a column searched for more words than it keeps
    // answers for (a search box in use), and once a count has read the whole column: a few words are
    // served by their kept answers, and a page that reads a few entries pays for those alone.
    const searched = this.trigrams !== undefined || this.patterns.size >= MAX_PATTERNS;
    const whole = this.builtBlocks >= Math.ceil(this.docs.length / (1 << BLOCK_BITS));
    // Few distinct strings: each is tested once per query through its code, no index needed.
    if (text === null || !searched || !whole || this.values.length < MAX_CODES) return answers;
    const { kind, str, strs } = this;
    if (!this.trigrams || this.trigrams.worn(n)) {
      this.trigrams = new Trigrams(strs, (i) => kind[i] === STRING && (str[i] as number) < 0, n);
    }
    const candidates = this.trigrams.candidates(text);
    if (!candidates) return answers;
    // Every name answers no but the candidates, which are tested when read (a page may need few).
    answers.fill(1);
    for (const i of candidates) answers[i] = 0;
    return answers;
  }

  /** How many patterns' answers are kept (for the test of their bound). */
  keptPatterns(): number {
    return this.patterns.size;
  }

  /** The document in slot i changed (or left, or arrived past the end): read it again. */
  update(i: number): void {
    if (i >= this.kind.length) {
      this.grow(i + 1);
      this.patterns.clear();
    }
    if (this.built[i >>> BLOCK_BITS]) this.fill(i);
    for (const answers of this.patterns.values()) answers[i] = 0;
    this.trigrams?.touch(i);
  }

  /** Room for at least n slots (doubling, so that inserts one by one copy little). */
  private grow(n: number): void {
    const size = Math.max(n, 2 * this.kind.length, 1 << BLOCK_BITS);
    const widen = <T extends Uint8Array | Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.kind = widen(this.kind, (k) => new Uint8Array(k));
    this.num = widen(this.num, (k) => new Float64Array(k));
    this.str = widen(this.str, (k) => new Int32Array(k));
    this.built = widen(this.built, (k) => new Uint8Array((k >>> BLOCK_BITS) + 1));
    while (this.strs.length < size) this.strs.push('');
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
      if (list.length >= MAX_CODES) return -1;
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
      this.builtBlocks++;
      const end = Math.min(this.docs.length, (b + 1) << BLOCK_BITS);
      for (let j = b << BLOCK_BITS; j < end; j++) this.fill(j);
    }
    return i;
  }

  private fill(i: number): void {
    const v = this.docs[i]?.[this.field];
    if (typeof v === 'number' && !Number.isNaN(v)) {
      this.kind[i] = NUMBER;
      this.num[i] = v;
    } else if (typeof v === 'string') {
      this.kind[i] = STRING;
      this.str[i] = this.codeOf(v);
      // A short string is copied: the copies lie together in memory, the documents' own strings are
      // spread over the heap, and a pattern tested on every entry reads them 3-5 times faster.
      this.strs[i] = v.length <= SHORT_STRING ? (' ' + v).slice(1) : v;
    } else if (v instanceof Date && !Number.isNaN(v.getTime())) {
      this.kind[i] = DATE;
      this.num[i] = v.getTime();
    } else this.kind[i] = v === undefined ? MISSING : OTHER;
  }
}

const isNum = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** A check's answer for one entry: no, yes, or "the general predicate must decide". */
const NO = 0;
const YES = 1;
const ASK = 2;
type EntryCheck = (i: number) => number;

const isComparison = (op: string): boolean =>
  op === '$eq' || op === '$gt' || op === '$gte' || op === '$lt' || op === '$lte';

const compare = (op: string, c: number): boolean =>
  op === '$eq' ? c === 0 : op === '$gt' ? c > 0 : op === '$gte' ? c >= 0 : op === '$lt' ? c < 0 : c <= 0;

/** One operator on one column, or null when the columns cannot answer it. */
function operatorCheck(col: Column, op: string, arg: unknown): EntryCheck | null {
  const { kind, str, strs } = col;
  if (op === '$eq' && typeof arg === 'string') {
    const code = col.lookup(arg);
    return (i) => {
      const k = kind[col.at(i)];
      if (k !== STRING) return k === OTHER ? ASK : NO;
      return str[i] === code && (code >= 0 || strs[i] === arg) ? YES : NO;
    };
  }
  if (isComparison(op) && isNum(arg)) return boundCheck(col, op, arg, NUMBER);
  if (isComparison(op) && arg instanceof Date && !Number.isNaN(arg.getTime()))
    return boundCheck(col, op, arg.getTime(), DATE);
  if ((op === '$gt' || op === '$gte' || op === '$lt' || op === '$lte') && typeof arg === 'string') {
    // Strings compare by code unit, as BSON does without a collation.
    return stringCheck(col, (v) => compare(op, v < arg ? -1 : v > arg ? 1 : 0));
  }
  if ((op === '$in' || op === '$nin') && Array.isArray(arg) && arg.every((a) => typeof a === 'string')) {
    const codes = new Set((arg as string[]).map((a) => col.lookup(a)));
    const uncoded = new Set(arg as string[]);
    const inside = op === '$in' ? YES : NO;
    const outside = op === '$in' ? NO : YES;
    return (i) => {
      const k = kind[col.at(i)];
      if (k === OTHER) return ASK;
      if (k !== STRING) return outside;
      const code = str[i] as number;
      return (code >= 0 ? codes.has(code) : uncoded.has(strs[i] as string)) ? inside : outside;
    };
  }
  return null;
}

/** An equality or bound on the numbers (`kind` NUMBER) or dates' times (DATE) of `num`: entries of
 * another kind never match (BSON compares by type first). */
function boundCheck(col: Column, op: string, arg: number, want: number): EntryCheck {
  const { kind, num } = col;
  return (i) => {
    const k = kind[col.at(i)];
    if (k === OTHER) return ASK;
    if (k !== want) return NO;
    const v = num[i] as number;
    return compare(op, v < arg ? -1 : v > arg ? 1 : 0) ? YES : NO;
  };
}

/** A test of a string value: decided once per distinct string (per query), never for a number or a gap. */
function stringCheck(col: Column, test: (v: string) => boolean, bySlot?: Uint8Array): EntryCheck {
  const { kind, str, strs } = col;
  // 0: not decided yet (codes are below MAX_CODES).
  const memo = new Uint8Array(MAX_CODES);
  return (i) => {
    const k = kind[col.at(i)];
    if (k === OTHER) return ASK;
    if (k !== STRING) return NO;
    const code = str[i] as number;
    if (code < 0) {
      if (!bySlot) return test(strs[i] as string) ? YES : NO;
      let r = bySlot[i] as number;
      if (r === 0) bySlot[i] = r = test(strs[i] as string) ? YES + 1 : NO + 1;
      return r - 1;
    }
    let r = memo[code] as number;
    if (r === 0) memo[code] = r = test(strs[i] as string) ? YES + 1 : NO + 1;
    return r - 1;
  };
}

/** A filter as entry checks (all must hold), or null when some part is beyond the columns. */
function compileChecks(filter: Doc, column: (field: string) => Column): EntryCheck[] | null {
  const checks: EntryCheck[] = [];
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' || field === '$or') {
      if (!Array.isArray(cond) || !cond.length || !cond.every(isPlainObject)) return null;
      const branches: EntryCheck[][] = [];
      for (const sub of cond) {
        const b = compileChecks(sub as Doc, column);
        if (!b) return null;
        branches.push(b);
      }
      checks.push(field === '$and' ? allOf(branches.flat()) : anyOf(branches.map(allOf)));
      continue;
    }
    if (field.startsWith('$') || field.includes('.')) return null;
    const re = patternRegExp(cond);
    if (re) {
      const col = column(field);
      checks.push(stringCheck(col, (v) => re.test(v), col.patternAnswers(re)));
      continue;
    }
    const ops: [string, unknown][] =
      isPlainObject(cond) && Object.keys(cond).length ? Object.entries(cond) : [['$eq', cond]];
    for (const [op, arg] of ops) {
      const check = operatorCheck(column(field), op, arg);
      if (!check) return null;
      checks.push(check);
    }
  }
  return checks;
}

/**
 * The checks together, in three-valued logic: `decisive` as soon as one says it; else ask when one
 * cannot tell; else `otherwise`.
 */
function combined(checks: EntryCheck[], decisive: number, otherwise: number): EntryCheck {
  if (checks.length === 1) return checks[0] as EntryCheck;
  return (i) => {
    let answer = otherwise;
    for (const c of checks) {
      const r = c(i);
      if (r === decisive) return decisive;
      if (r === ASK) answer = ASK;
    }
    return answer;
  };
}

/** All of the checks: no as soon as one says no; ask when none says no and one cannot tell. */
function allOf(checks: EntryCheck[]): EntryCheck {
  return combined(checks, NO, YES);
}
/** Any of the checks: yes as soon as one says yes; ask when none says yes and one cannot tell. */
function anyOf(checks: EntryCheck[]): EntryCheck {
  return combined(checks, YES, NO);
}

/**
 * A predicate over slice positions for `filter`, or null when the filter has a shape the columns do not
 * cover (equalities, bounds, $in / $nin of strings, patterns, $and / $or of those). `general` answers
 * for documents holding other values than plain numbers, strings or nothing.
 */
export function columnPredicate(
  filter: Doc,
  column: (field: string) => Column,
  rows: ArrayLike<number>,
  docs: readonly (Doc | undefined)[],
  general: (doc: Doc) => boolean,
): ((i: number) => boolean) | null {
  const checks = compileChecks(filter, column);
  if (!checks) return null;
  const all = allOf(checks.length ? checks : [() => YES]);
  return (i) => {
    const r = all(rows[i] as number);
    return r === ASK ? general(docs[i] as Doc) : r === YES;
  };
}
