import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('singleFlight', () => {
  it('runs one work per key while it runs, and again once it settled', async () => {
    const flights = singleFlight<string, number>();
    let calls = 0;
    const first = deferred<number>();
    const work = () => (calls++, first.promise);
    const a = flights.run('k', work);
    const b = flights.run('k', work);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(flights.get('k')).toBe(a);
    first.resolve(7);
    expect(await b).toBe(7);
    expect(flights.size).toBe(0);
    await flights.run('k', () => (calls++, Promise.resolve(8)));
    expect(calls).toBe(2);
  });

  it('forgets a failure: the next caller tries again', async () => {
    const flights = singleFlight<string, number>();
    await expect(flights.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(flights.has('k')).toBe(false);
    expect(await flights.run('k', () => Promise.resolve(1))).toBe(1);
  });

  it('holds at most `max` keys however many distinct ones are asked for at once', async () => {
    const flights = singleFlight<number, number>({ max: 100 });
    const gate = deferred<void>();
    const all = Array.from({ length: 10_000 }, (_, i) => flights.run(i, () => gate.promise.then(() => i)));
    expect(flights.size).toBe(100);
    gate.resolve();
    expect((await Promise.all(all)).at(-1)).toBe(9_999);
    expect(flights.size).toBe(0);
  });
});
