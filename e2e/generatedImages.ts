import { crc32, deflateSync } from 'node:zlib';

/** The colour of the generated test picture: a magenta nothing else in the world has. */
export const TEST_PICTURE_RGB = [224, 32, 154] as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG made here, never downloaded: TEST_PICTURE_RGB with strong per-pixel noise (seeded, so
 * every run is the same), which PNG cannot compress: a 1000 x 800 picture is about 2.3 MB.
 */
export function noisyPng(width: number, height: number): Buffer {
  let seed = 12345;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 24;
  };
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        const value = TEST_PICTURE_RGB[c]! + (random() % 64) - 32;
        rows[row + 1 + x * 3 + c] = Math.max(0, Math.min(255, value));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
