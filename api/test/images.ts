/** Real image bytes for upload tests, made by sharp. */
import zlib from 'node:zlib';
import sharp from 'sharp';

export const pngBytes = async (width = 40, height = 30): Promise<Uint8Array> =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer(),
  );

export const jpegBytes = async (): Promise<Uint8Array> =>
  new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer(),
  );

/** An HTML/script file that claims to be a PNG. */
export const fakePngBytes = (): Uint8Array =>
  new TextEncoder().encode('<script>alert(1)</script> not really a png');

/** A valid PNG header declaring 50000 × 50000 pixels (a pixel flood) with no real image data. */
export function pixelFloodPng(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = zlib.deflateSync(Buffer.alloc(1024));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}
