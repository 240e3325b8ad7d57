/** The page's bytes, or undefined when it is larger than `maxBytes` or did not render whole. */
export async function collectPage(
  body: ReadableStream<Uint8Array>,
  complete: Promise<boolean>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    return undefined;
  }
  if (!(await complete)) return undefined;
  const identity = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    identity.set(chunk, at);
    at += chunk.byteLength;
  }
  return identity;
}
