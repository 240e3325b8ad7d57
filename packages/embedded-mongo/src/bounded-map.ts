/** Bounds of the views kept between writes (each is as long as the collection, or an index bucket): beyond them the least
 * recently used view is dropped and rebuilt on its next use. The product's queries name about 20
 * fields and 10 sort orders; a client naming ever new ones cannot grow them further. */
export const MAX_FIELD_COLUMNS = 48;
export const MAX_SORTED_VIEWS = 16;

/** Reads `key` from a map of at most `max` entries, making it the most recently used; builds and adds it
 * when absent, dropping the least recently used entry when the map is full. */
export function boundedGet<V>(map: Map<string, V>, key: string, max: number, build: () => V): V {
  let value = map.get(key);
  if (value !== undefined) map.delete(key);
  else {
    value = build();
    if (map.size >= max) map.delete(map.keys().next().value!);
  }
  map.set(key, value);
  return value;
}
