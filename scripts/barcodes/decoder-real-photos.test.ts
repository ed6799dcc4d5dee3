/**
 * The live camera pipeline (TUNED, what the worker runs) on real photographs: ZXing's public
 * black-box photos of retail barcodes (zxing-blackbox/), each upright and turned 180 degrees,
 * scored by product number. It must meet ZXing's own per-folder minimums, read at least what
 * plain zxing-wasm (tryHarder) reads on them, measured in the same run, and misread no more
 * than one. Times are bench/decoder-photos.ts's business, not this test's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RETAIL_FORMATS,
  normalise,
  type DecodedCode,
} from '../../web/src/features/scan/decoder/code-formats';
import {
  BASELINE_OPTIONS,
  TUNED,
  ZXingPipeline,
} from '../../web/src/features/scan/decoder/pipeline';
import type { RgbaFrame } from './frame';
import { loadReaderModule, readerModule } from './zxing-node';
import { PHOTO_FOLDERS, loadPhotos, sameProduct, turnHalf, type Photo } from './zxing-photos';

/** How the decoder did on one folder. */
interface FolderScore {
  upright: number;
  turned: number;
  falseReads: string[];
}

type Decode = (image: RgbaFrame) => Promise<DecodedCode | null>;

const score = async (photos: readonly Photo[], decode: Decode): Promise<FolderScore> => {
  const result: FolderScore = { upright: 0, turned: 0, falseReads: [] };
  for (const photo of photos) {
    for (const turned of [false, true]) {
      const read = await decode(turned ? turnHalf(photo.image) : photo.image);
      if (!read) continue;
      if (!sameProduct(read.text, photo.expected))
        result.falseReads.push(
          `${photo.folder}/${photo.file}${turned ? ' turned' : ''}: ${read.text}`,
        );
      else if (turned) result.turned++;
      else result.upright++;
    }
  }
  return result;
};

const tuned = new Map<string, FolderScore>();
const baseline = new Map<string, FolderScore>();
let photoCount = 0;
const reads = (scores: Map<string, FolderScore>): number =>
  [...scores.values()].reduce((sum, s) => sum + s.upright + s.turned, 0);

beforeAll(async () => {
  // Prepare: the shipped pipeline and zxing-wasm's own readBarcodes, on the same photos.
  const pipeline = new ZXingPipeline(await loadReaderModule(), TUNED);
  const zxing = await readerModule();
  const baselineOptions = { ...BASELINE_OPTIONS, formats: [...RETAIL_FORMATS] };
  // Act
  for (const folder of PHOTO_FOLDERS) {
    const photos = loadPhotos(folder);
    photoCount += photos.length;
    tuned.set(
      folder.name,
      await score(photos, async (image) => pipeline.decodeRgba(image, 'retail')),
    );
    baseline.set(
      folder.name,
      await score(photos, async (image) => {
        const [found] = await zxing.readBarcodes(
          image as Parameters<typeof zxing.readBarcodes>[0],
          baselineOptions,
        );
        return found ? normalise(found.text, found.format) : null;
      }),
    );
  }
  // About 10 s of CPU (the PNGs decoded, 1,548 decodes); more on a loaded machine.
}, 120_000);

describe('the live pipeline on ZXing test photos', () => {
  it('has all 387 photos of the 15 folders', () => {
    // Assess: a folder that failed to load would pass its minimum of 0 unseen.
    expect(photoCount).toBe(387);
    expect(tuned.size).toBe(15);
  });

  it.each(PHOTO_FOLDERS.map((folder) => [folder.name, folder] as const))(
    "meets ZXing's minimum in %s, upright and turned",
    (name, folder) => {
      const found = tuned.get(name)!;
      expect(found.upright, `${name} upright`).toBeGreaterThanOrEqual(folder.minimum.upright);
      expect(found.turned, `${name} turned 180 degrees`).toBeGreaterThanOrEqual(
        folder.minimum.turned,
      );
      expect(found.falseReads.length, found.falseReads.join('; ')).toBeLessThanOrEqual(
        folder.minimum.misreads,
      );
    },
  );

  it('reads at least what plain zxing-wasm with tryHarder reads', () => {
    expect(reads(tuned)).toBeGreaterThanOrEqual(reads(baseline));
  });

  it('misreads at most one of the 774 cases', () => {
    const falseReads = [...tuned.values()].flatMap((s) => s.falseReads);
    expect(falseReads.length, falseReads.join('; ')).toBeLessThanOrEqual(1);
  });
});
