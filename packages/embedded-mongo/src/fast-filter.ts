/**
 * A native predicate for the common filter shapes (top-level fields with scalar equality, $ne, $in, $nin,
 * range operators and $exists), much faster than mingo on hot listing queries. A document whose value at
 * a filtered path is an array or a sub-document returns `undefined`: mingo decides those.
 */
import { patternRegExp } from './patterns';
import { compareValues, isNumeric, keyOf, typeRank, type Doc } from './values';

type Check = (v: unknown) => boolean | undefined;

const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** A value the fast path can compare: not an array, sub-document or regex. */
function isScalar(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return v !== undefined && typeof v !== 'function';
  if (Array.isArray(v) || isPlainObject(v) || v instanceof RegExp) return false;
  return (v as { _bsontype?: string })._bsontype !== 'BSONRegExp';
}

/** Values that need mingo's array / sub-document semantics. */
const needsMingo = (v: unknown): boolean => Array.isArray(v) || isPlainObject(v);

function equals(s: unknown): Check {
  if (s === null) return (v) => (needsMingo(v) ? undefined : v === null || v === undefined);
  if (typeof s === 'string')
    return (v) => (typeof v === 'string' ? v === s : needsMingo(v) ? undefined : false);
  const k = keyOf(s);
  // Plain numbers compare directly (keyOf builds a string per call); wrappers take the keyed route.
  if (typeof s === 'number' && !Number.isNaN(s))
    return (v) => (typeof v === 'number' ? v === s : needsMingo(v) ? undefined : keyOf(v) === k);
  return (v) => (needsMingo(v) ? undefined : keyOf(v) === k);
}

function inSet(list: unknown[]): Check {
  const keys = new Set(list.map(keyOf));
  return (v) => (needsMingo(v) ? undefined : keys.has(keyOf(v)));
}

function range(s: unknown, ok: (c: number) => boolean): Check {
  // Plain numbers and strings (the hot cases) compare directly; other types go through BSON order.
  if (typeof s === 'number') {
    return (v) =>
      typeof v === 'number'
        ? ok(v < s ? -1 : v > s ? 1 : 0)
        : needsMingo(v)
          ? undefined
          : isNumeric(v) && ok(compareValues(v, s));
  }
  if (typeof s === 'string') {
    return (v) =>
      typeof v === 'string' ? ok(v < s ? -1 : v > s ? 1 : 0) : needsMingo(v) ? undefined : false;
  }
  const rank = typeRank(s);
  return (v) => (needsMingo(v) ? undefined : typeRank(v) === rank && ok(compareValues(v, s)));
}

const not =
  (c: Check): Check =>
  (v) => {
    const r = c(v);
    return r === undefined ? undefined : !r;
  };

function operatorCheck(op: string, arg: unknown): Check | null {
  switch (op) {
    case '$eq':
      return isScalar(arg) || arg === null ? equals(arg) : null;
    case '$ne':
      return isScalar(arg) || arg === null ? not(equals(arg)) : null;
    case '$in':
    case '$nin': {
      if (!Array.isArray(arg) || !arg.every((x) => isScalar(x) || x === null)) return null;
      return op === '$in' ? inSet(arg) : not(inSet(arg));
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      if (!isScalar(arg)) return null;
      const ok =
        op === '$gt'
          ? (c: number) => c > 0
          : op === '$gte'
            ? (c: number) => c >= 0
            : op === '$lt'
              ? (c: number) => c < 0
              : (c: number) => c <= 0;
      return range(arg, ok);
    }
    case '$exists':
      return (v) => (v !== undefined) === Boolean(arg);
  }
  return null;
}

/**
 * Patterns on a string or on an array of strings (any element may match, as in mongod): the array case
 * is the token lists a text search reads. Other arrays and sub-documents go to mingo; other values
 * (missing, numbers…) never match a pattern.
 */
function patternsCheck(patterns: RegExp[], all: boolean): Check {
  return (v) => {
    // `$all` on a plain string is mingo's to read.
    if (typeof v === 'string') return all ? undefined : (patterns[0] as RegExp).test(v);
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x !== 'string') return undefined;
      return patterns.every((re) => v.some((x) => re.test(x as string)));
    }
    return isPlainObject(v) || (v !== null && typeof v === 'object' && !(v instanceof Date))
      ? undefined
      : false;
  };
}

/** `/re/`, `{ $regex }` or `{ $all: [/re/, …] }` (patterns only) as a check, else null. */
function patternCondition(cond: unknown): Check | null {
  const one = patternRegExp(cond);
  if (one) return patternsCheck([one], false);
  if (
    !isPlainObject(cond) ||
    Object.keys(cond).length !== 1 ||
    !Array.isArray(cond.$all) ||
    !cond.$all.length
  )
    return null;
  // Only regular expressions are patterns inside $all (a `{ $regex }` there is a document).
  const all = cond.$all.map((c) => (c instanceof RegExp ? patternRegExp(c) : null));
  return all.every((re): re is RegExp => re !== null) ? patternsCheck(all, true) : null;
}

/** Reads a dotted path through sub-documents only (an array on the way means "ask mingo"). */
function reader(path: string): (doc: Doc) => unknown {
  if (!path.includes('.')) return (doc) => doc[path];
  const parts = path.split('.');
  return (doc) => {
    let cur: unknown = doc;
    for (const p of parts) {
      if (Array.isArray(cur)) return cur; // makes the check answer undefined
      if (cur === null || typeof cur !== 'object') return undefined;
      cur = (cur as Doc)[p];
    }
    return cur;
  };
}

const STR_EQ = 0;
const NUM_EQ = 1;
const GT = 2;
const GTE = 3;
const LT = 4;
const LTE = 5;
const RANGE_OPS = new Map([
  ['$gt', GT],
  ['$gte', GTE],
  ['$lt', LT],
  ['$lte', LTE],
]);

/**
 * The hottest shape (top-level string / number equalities and number ranges) as one flat loop: plain
 * numbers and strings are decided inline, any other value goes to the condition's general check, so
 * answers are those of the chained predicate below, only without a closure call per condition.
 */
function compilePrimitiveFilter(filter: Doc): ((doc: Doc) => boolean | undefined) | null {
  const fields: string[] = [];
  const kinds: number[] = [];
  const args: (number | string)[] = [];
  const general: Check[] = [];
  const push = (path: string, kind: number, arg: number | string, check: Check) => {
    fields.push(path);
    kinds.push(kind);
    args.push(arg);
    general.push(check);
  };
  for (const [path, cond] of Object.entries(filter)) {
    if (path.startsWith('$') || path.includes('.')) return null;
    const isNum = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
    if (typeof cond === 'string') push(path, STR_EQ, cond, equals(cond));
    else if (isNum(cond)) push(path, NUM_EQ, cond, equals(cond));
    else if (isPlainObject(cond) && Object.keys(cond).length) {
      for (const [op, arg] of Object.entries(cond)) {
        const kind = op === '$eq' ? (typeof arg === 'string' ? STR_EQ : NUM_EQ) : RANGE_OPS.get(op);
        if (kind === undefined || !(isNum(arg) || (kind === STR_EQ && typeof arg === 'string'))) return null;
        push(path, kind, arg, operatorCheck(op, arg) as Check);
      }
    } else return null;
  }
  const n = fields.length;
  return (doc) => {
    for (let i = 0; i < n; i++) {
      const v = doc[fields[i] as string];
      const kind = kinds[i] as number;
      if (typeof v === 'string') {
        if (kind === STR_EQ && v === args[i]) continue;
        return false;
      }
      if (typeof v === 'number' && kind !== STR_EQ) {
        const s = args[i] as number;
        // The same comparison as range(): NaN compares as equal here too.
        const c = v < s ? -1 : v > s ? 1 : 0;
        const ok =
          kind === NUM_EQ
            ? v === s
            : kind === GT
              ? c > 0
              : kind === GTE
                ? c >= 0
                : kind === LT
                  ? c < 0
                  : c <= 0;
        if (ok) continue;
        return false;
      }
      const r = (general[i] as Check)(v);
      if (r !== true) return r;
    }
    return true;
  };
}

/** `$and` / `$or` of filters the fast path covers, with mingo's answer wherever a branch defers to it. */
function logicalCheck(op: '$and' | '$or', cond: unknown): Check | null {
  if (!Array.isArray(cond) || !cond.length || !cond.every(isPlainObject)) return null;
  const branches = cond.map((sub) => compileFastFilter(sub as Doc));
  if (!branches.every((b) => b !== null)) return null;
  const decided = op === '$or';
  return (doc) => {
    let unknown = false;
    for (const branch of branches) {
      const r = branch(doc as Doc);
      if (r === undefined) unknown = true;
      else if (r === decided) return decided;
    }
    return unknown ? undefined : !decided;
  };
}

/** Compiles `filter` to a fast predicate, or null when it uses anything the fast path does not cover. */
export function compileFastFilter(filter: Doc): ((doc: Doc) => boolean | undefined) | null {
  const primitive = compilePrimitiveFilter(filter);
  if (primitive) return primitive;
  const fields: { read: (d: Doc) => unknown; checks: Check[] }[] = [];
  for (const [path, cond] of Object.entries(filter)) {
    if (path === '$and' || path === '$or') {
      const logical = logicalCheck(path, cond);
      if (!logical) return null;
      // The whole document is what the sub-filters read.
      fields.push({ read: (d) => d, checks: [logical] });
      continue;
    }
    if (path.startsWith('$')) return null;
    const checks: Check[] = [];
    const pattern = patternCondition(cond);
    if (pattern) checks.push(pattern);
    else if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) {
      for (const [op, arg] of Object.entries(cond)) {
        const check = operatorCheck(op, arg);
        if (!check) return null;
        checks.push(check);
      }
    } else if (isScalar(cond) || cond === null) {
      checks.push(equals(cond));
    } else {
      return null;
    }
    fields.push({ read: reader(path), checks });
  }
  // One closure per condition, chained: no per-document loops over arrays of checks.
  type Pred = (doc: Doc) => boolean | undefined;
  let pred: Pred = () => true;
  for (const { read, checks } of fields.reverse()) {
    for (const check of checks.reverse()) {
      const next = pred;
      pred = (doc) => {
        const r = check(read(doc));
        return r === true ? next(doc) : r;
      };
    }
  }
  return pred;
}
