/**
 * The server's in-memory value model and the helpers that give it MongoDB semantics.
 *
 * Documents are kept as plain JS objects. Int32 and doubles are plain numbers, except integral doubles
 * inside the int32 range, which stay `Double` so they serialize back as doubles; Long and Decimal128 stay
 * bson objects. mingo cannot compare those wrappers, so queries run on a "numeric view" of such documents.
 */
import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp, BSONRegExp } from 'bson';

export type Doc = Record<string, unknown>;

/** A document: an object literal's kind, not an array, a date, a regex or a bson value. */
export const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

type Tagged = { _bsontype?: string };
const tagOf = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' ? (v as Tagged)._bsontype : undefined;

/** Converts a value deserialized with `promoteValues: false` into the server's model (in place for containers). */
export function fromWire(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = fromWire(v[i]);
    return v;
  }
  const tag = tagOf(v);
  if (tag === 'Int32') return (v as Int32).value;
  if (tag === 'Double') {
    const n = (v as Double).value;
    // Keep the wrapper only where a plain number would come back as an int32.
    return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0) ? v : n;
  }
  if (tag !== undefined || v instanceof Date || v instanceof RegExp) return v;
  const o = v as Doc;
  for (const k of Object.keys(o)) {
    // Assigning "__proto__" would replace the object's prototype instead of setting a field.
    if (k === '__proto__')
      Object.defineProperty(o, k, {
        value: fromWire(o[k]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else o[k] = fromWire(o[k]);
  }
  return o;
}

/** True for the wrappers mingo cannot compare as numbers. */
export function isNumericWrapper(v: unknown): boolean {
  const tag = tagOf(v);
  return tag === 'Double' || tag === 'Long' || tag === 'Decimal128' || tag === 'Int32';
}

/** The JS number a numeric value stands for (approximate for huge Longs and Decimal128). */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  const tag = tagOf(v);
  if (tag === 'Double' || tag === 'Int32') return (v as Double).value;
  if (tag === 'Long') return (v as Long).toNumber();
  if (tag === 'Decimal128') return Number.parseFloat((v as Decimal128).toString());
  if (typeof v === 'bigint') return Number(v);
  return Number.NaN;
}

export function isNumeric(v: unknown): boolean {
  return typeof v === 'number' || isNumericWrapper(v) || typeof v === 'bigint';
}

/** Whether a value (deeply) holds numeric wrappers, so mingo must see its numeric view. */
export function hasNumericWrappers(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  if (isNumericWrapper(v)) return true;
  if (Array.isArray(v)) return v.some(hasNumericWrappers);
  if (tagOf(v) !== undefined || v instanceof Date || v instanceof RegExp) return false;
  for (const k in v as Doc) if (hasNumericWrappers((v as Doc)[k])) return true;
  return false;
}

/** A copy with every numeric wrapper replaced by a JS number (for mingo). */
export function numericView<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (isNumericWrapper(v)) return toNumber(v) as T;
  if (Array.isArray(v)) return v.map(numericView) as T;
  if (tagOf(v) !== undefined || v instanceof Date || v instanceof RegExp) return v;
  const out: Doc = {};
  for (const k of Object.keys(v as Doc)) out[k] = numericView((v as Doc)[k]);
  return out as T;
}

/** Deep copy that keeps bson objects (immutable in practice) and copies Dates. */
export function cloneValue<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneValue) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (tagOf(v) !== undefined || v instanceof RegExp) return v;
  const out: Doc = {};
  for (const k of Object.keys(v as Doc)) out[k] = cloneValue((v as Doc)[k]);
  return out as T;
}

/** Reads a dotted path; arrays along the way yield the list of their elements' values (multikey). */
export function getPath(doc: unknown, path: string): unknown {
  if (!path.includes('.'))
    return doc !== null && typeof doc === 'object' && !Array.isArray(doc)
      ? (doc as Doc)[path]
      : getPathSlow(doc, path);
  return getPathSlow(doc, path);
}

function getPathSlow(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i] as string;
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) {
      if (/^\d+$/.test(p)) {
        cur = cur[Number(p)];
        continue;
      }
      const rest = parts.slice(i).join('.');
      const vals = cur.map((el) => getPathSlow(el, rest)).filter((x) => x !== undefined);
      return vals.length ? vals.flat() : undefined;
    }
    cur = (cur as Doc)[p];
  }
  return cur;
}

/** Canonical string of a value for hash indexes: values MongoDB treats as equal get the same key. */
export function keyOf(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'number':
      return 'n' + (Object.is(v, -0) ? 0 : v);
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'b1' : 'b0';
    case 'bigint':
      return 'n' + v.toString();
  }
  if (v instanceof Date) return 't' + v.getTime();
  const tag = tagOf(v);
  if (tag === 'ObjectId') return 'o' + (v as ObjectId).toHexString();
  if (tag === 'Long') return 'n' + (v as Long).toString();
  if (tag === 'Double' || tag === 'Int32') return 'n' + (v as Double).value;
  if (tag === 'Decimal128') return 'n' + String(toNumber(v));
  if (tag === 'Binary')
    return 'x' + (v as Binary).sub_type + ':' + Buffer.from((v as Binary).value()).toString('base64');
  if (Array.isArray(v)) return '[' + v.map(keyOf).join(',') + ']';
  if (tag !== undefined) return tag + ':' + String(v);
  if (v instanceof RegExp) return 'r' + String(v);
  const o = v as Doc;
  return (
    '{' +
    Object.keys(o)
      .map((k) => JSON.stringify(k) + ':' + keyOf(o[k]))
      .join(',') +
    '}'
  );
}

/** MongoDB's order of BSON types (missing and null sort together). */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  if (Array.isArray(v)) return 6;
  switch (tagOf(v)) {
    case 'MinKey':
      return 1;
    case 'Double':
    case 'Int32':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 100;
    case undefined:
      return 5;
  }
  return 50;
}

const cmp = <T>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/** Total order over values following MongoDB's sort order. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 2:
      return 0;
    case 3: {
      if (tagOf(a) === 'Long' && tagOf(b) === 'Long') return (a as Long).compare(b as Long);
      return cmp(toNumber(a), toNumber(b));
    }
    case 4:
      return cmp(String(a), String(b));
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 8:
      return cmp((a as ObjectId).toHexString(), (b as ObjectId).toHexString());
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 7: {
      const x = a as Binary;
      const y = b as Binary;
      return x.length() - y.length() || x.sub_type - y.sub_type || Buffer.compare(x.value(), y.value());
    }
    case 6: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c) return c;
      }
      return x.length - y.length;
    }
    case 5: {
      const x = a as Doc;
      const y = b as Doc;
      const kx = Object.keys(x);
      const ky = Object.keys(y);
      for (let i = 0; i < Math.min(kx.length, ky.length); i++) {
        const c = compareValues(x[kx[i] as string], y[ky[i] as string]) || cmp(kx[i], ky[i]);
        if (c) return c;
      }
      return kx.length - ky.length;
    }
    case 12:
      return cmp(String(a), String(b));
  }
  return 0;
}

/** The value a document sorts by for one key: arrays sort by their smallest (asc) or largest (desc) element. */
export function sortValue(doc: Doc, path: string, dir: number): unknown {
  const v = getPath(doc, path);
  if (!Array.isArray(v)) return v;
  if (v.length === 0) return undefined;
  let best = v[0];
  for (const el of v) if (compareValues(el, best) * dir < 0) best = el;
  return best;
}

export function newObjectId(): ObjectId {
  return new ObjectId();
}

export { BSONRegExp, Long };
