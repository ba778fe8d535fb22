import sharp from 'sharp';

/**
 * Baselines are stored as 256-colour PNGs (sharp's libimagequant, no dithering): a third of the size of a
 * full-colour screenshot, and the same picture always quantizes to the same bytes.
 */
export function toBaselinePng(screenshot: Buffer): Promise<Buffer> {
  return sharp(screenshot)
    .png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 1 })
    .toBuffer();
}

/** A channel difference below this is quantization, not a change. */
const tolerance = 24;

/**
 * Up to this many changed pixels in one picture are noise, not a change: Chromium draws the text caret in
 * forced-colours mode whatever `caret-color` says (about 20 pixels), and a dotted border or the edge of a
 * translucent overlay can anti-alias a few dozen pixels differently from run to run. A real change (a colour,
 * a border, a focus ring, a moved or changed word) touches far more.
 */
export const ignoredPixels = 80;

export interface Comparison {
  changedPixels: number;
  /** The baseline in grey with every changed pixel in red, when something changed. */
  diff?: Buffer;
}

export async function comparePngs(baseline: Buffer, actual: Buffer): Promise<Comparison> {
  if (baseline.equals(actual)) return { changedPixels: 0 };
  const [before, after] = await Promise.all(
    [baseline, actual].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!before || !after) throw new Error('Could not decode a picture');
  const width = Math.max(before.info.width, after.info.width);
  const height = Math.max(before.info.height, after.info.height);
  const diff = Buffer.alloc(width * height * 4);
  let changedPixels = 0;
  const pixel = (image: typeof before, x: number, y: number) =>
    x < image.info.width && y < image.info.height ? (y * image.info.width + x) * 4 : -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = pixel(before, x, y);
      const b = pixel(after, x, y);
      const out = (y * width + x) * 4;
      let changed = a < 0 || b < 0;
      for (let channel = 0; !changed && channel < 4; channel++) {
        changed = Math.abs((before.data[a + channel] ?? 0) - (after.data[b + channel] ?? 0)) > tolerance;
      }
      if (changed) {
        changedPixels++;
        diff.set([255, 0, 0, 255], out);
      } else {
        const grey =
          0.3 * (before.data[a] ?? 0) + 0.59 * (before.data[a + 1] ?? 0) + 0.11 * (before.data[a + 2] ?? 0);
        const faded = Math.round(255 - (255 - grey) * 0.25);
        diff.set([faded, faded, faded, 255], out);
      }
    }
  }
  if (changedPixels <= ignoredPixels) return { changedPixels: 0 };
  return {
    changedPixels,
    diff: await sharp(diff, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer(),
  };
}
