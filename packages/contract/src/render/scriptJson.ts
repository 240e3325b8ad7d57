/**
 * JSON to put inside a <script> element (the query cache, JSON-LD): nothing in the data can end the
 * element or open a comment (`</script>`, `<!--` in admin-entered text), and U+2028/U+2029 are
 * escaped too, so the text stays valid if a page ever reads it as script.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
