/**
 * A trigram index of a column's names (strings too many to code): for a literal pattern (`/bay/i`,
 * `^7A1F`, what a search box sends escaped), the slots whose string holds the pattern's rarest trigram,
 * so that the pattern is tested on those and not on every name. Without it, the first search for a word
 * at 100,000 listings tested 100,000 names (30-45 ms). The candidates are a superset: every one is
 * still tested with the pattern itself, so the index only has to never leave a match out.
 */

/** Strings longer than this (descriptions) are not indexed: always tested. */
const MAX_INDEXED_LENGTH = 256;
/** Below this many slots, testing every string is as quick as the index. */
export const MIN_INDEXED_SLOTS = 4096;

/** Letters (in either case) and digits have a code each; every other character shares code 0. */
const ALPHABET = 37;
const code = (c: number): number =>
  c >= 97 && c <= 122 ? c - 96 : c >= 65 && c <= 90 ? c - 64 : c >= 48 && c <= 57 ? c - 21 : 0;
const KEYS = ALPHABET ** 3;

/** Calls `each` with the key of every trigram of `s` (an ASCII string). */
function trigramKeys(s: string, each: (key: number) => void): void {
  let a = 0;
  let b = 0;
  for (let j = 0; j < s.length; j++) {
    const c = code(s.charCodeAt(j));
    if (j >= 2) each((a * ALPHABET + b) * ALPHABET + c);
    a = b;
    b = c;
  }
}

const isAscii = (s: string): boolean => {
  for (let j = 0; j < s.length; j++) if (s.charCodeAt(j) > 127) return false;
  return true;
};

/** The pattern's text when it is one literal (an optional leading ^, escaped punctuation), else null. */
export function literalOf(source: string, flags: string): string | null {
  if (flags !== '' && flags !== 'i') return null;
  let text = '';
  for (let i = source.startsWith('^') ? 1 : 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === '\\') {
      const next = source[++i];
      // \. \( \/ … are the character itself; \d \w \b … are classes and assertions.
      if (next === undefined || /[0-9A-Za-z]/.test(next)) return null;
      text += next;
    } else if ('.*+?^$()[]{}|'.includes(ch)) return null;
    else text += ch;
  }
  return text;
}

export class Trigrams {
  /** The slots holding each trigram, in slot order: those of key k are postings[offsets[k]..offsets[k+1]). */
  private readonly offsets = new Int32Array(KEYS + 1);
  private postings = new Int32Array(0);
  /** Slots below this were indexed as they were then, unless in `written`. */
  private readonly length: number;
  /** Names the index does not hold (longer than it keeps, or not ASCII): always candidates. */
  private readonly unindexed: number[] = [];
  /** Slots written since the build: always candidates. */
  private readonly written = new Set<number>();

  constructor(strs: readonly string[], isName: (i: number) => boolean, n: number) {
    this.length = n;
    const indexed = new Int32Array(n);
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (!isName(i)) continue;
      const s = strs[i] as string;
      if (s.length <= MAX_INDEXED_LENGTH && isAscii(s)) indexed[count++] = i;
      else this.unindexed.push(i);
    }
    // Two passes (count, then place), each trigram listed once per string: `last` holds the slot that
    // last listed it. Written without closures or arrays per name: the build allocates four arrays.
    const last = new Int32Array(KEYS).fill(-1);
    const offsets = this.offsets;
    for (let pass = 0; pass < 2; pass++) {
      const next = pass === 1 ? offsets.slice(0, KEYS) : offsets;
      const postings = pass === 1 ? new Int32Array(offsets[KEYS]!) : null;
      for (let x = 0; x < count; x++) {
        const i = indexed[x]!;
        const s = strs[i] as string;
        let a = 0;
        let b = 0;
        for (let j = 0; j < s.length; j++) {
          const c = code(s.charCodeAt(j));
          if (j >= 2) {
            const k = (a * ALPHABET + b) * ALPHABET + c;
            if (last[k] !== i) {
              last[k] = i;
              if (postings) postings[next[k]!++] = i;
              else offsets[k + 1]!++;
            }
          }
          a = b;
          b = c;
        }
      }
      if (postings) this.postings = postings;
      else {
        for (let k = 0; k < KEYS; k++) offsets[k + 1]! += offsets[k]!;
        last.fill(-1);
      }
    }
  }

  /** Slot i was written: its string is tested from now on. */
  touch(i: number): void {
    if (i < this.length) this.written.add(i);
  }

  /** True when the column has grown, or so much was written since the build, that the index should be
   * built again (it holds slots below its length only). */
  worn(n: number): boolean {
    return n !== this.length || this.written.size > Math.max(1024, n >> 3);
  }

  /**
   * Every slot whose string may hold `text` (at least 3 ASCII characters, in any case), in no
   * particular order and possibly twice; null when the index cannot tell (shorter or not ASCII).
   */
  candidates(text: string): Iterable<number> | null {
    if (text.length < 3 || !isAscii(text)) return null;
    let from = 0;
    let to = this.postings.length + 1;
    trigramKeys(text, (k) => {
      const lo = this.offsets[k]!;
      const hi = this.offsets[k + 1]!;
      if (hi - lo < to - from) [from, to] = [lo, hi];
    });
    const { unindexed, written } = this;
    const rarest = this.postings.subarray(from, to);
    return (function* () {
      yield* rarest;
      yield* unindexed;
      yield* written;
    })();
  }
}
