/** Patterns as filters carry them: a RegExp (what the wire gives) or `{ $regex, $options }`. */
import type { Doc } from './values';

/** The pattern's source and flags, or null when `cond` is not a pattern condition. */
export function patternOf(cond: unknown): { source: string; flags: string } | null {
  if (cond instanceof RegExp) return { source: cond.source, flags: cond.flags };
  if (cond === null || typeof cond !== 'object' || Object.getPrototypeOf(cond) !== Object.prototype)
    return null;
  const doc = cond as Doc;
  const keys = Object.keys(doc);
  if (!keys.includes('$regex') || !keys.every((k) => k === '$regex' || k === '$options')) return null;
  const inner = patternOf(doc.$regex);
  if (inner) return doc.$options === undefined ? inner : null;
  if (typeof doc.$regex !== 'string') return null;
  return { source: doc.$regex, flags: typeof doc.$options === 'string' ? doc.$options : '' };
}

/** A pattern condition as a JS RegExp when mongod and JS read it alike (flags i, m, s, u), else null. */
export function patternRegExp(cond: unknown): RegExp | null {
  const p = patternOf(cond);
  if (!p || /[^imsu]/.test(p.flags)) return null;
  try {
    return new RegExp(p.source, p.flags);
  } catch {
    return null;
  }
}
