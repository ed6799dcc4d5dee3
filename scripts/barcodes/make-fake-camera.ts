/**
 * Writes a fake-camera video (.y4m) of one EAN-13 held in the middle of the frame:
 *   npx tsx scripts/barcodes/make-fake-camera.ts <ean13> <out.y4m> [--width 1280 --height 720 --frames 30]
 * Then: chromium --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<out.y4m>
 */
import { parseArgs } from 'node:util';
import { isValidGtin } from './gtin';
import { writeFakeCamera } from './fake-camera';

const usage =
  'Usage: make-fake-camera.ts <ean13> <out.y4m> [--width 1280 --height 720 --frames 30 --seed 1]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '720' },
    frames: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
  },
});

const [ean13, out] = positionals;
const numbers = {
  width: Number(values.width),
  height: Number(values.height),
  frames: Number(values.frames),
  seed: Number(values.seed),
};
if (!ean13 || !out || positionals.length !== 2) {
  console.error(usage);
  process.exit(2);
}
if (ean13.length !== 13 || !isValidGtin(ean13)) {
  console.error(`"${ean13}" is not an EAN-13 with a valid GS1 check digit.\n${usage}`);
  process.exit(2);
}
const { width, height, frames } = numbers;
if (
  ![width, height, frames].every((n) => Number.isInteger(n) && n > 0) ||
  width % 2 ||
  height % 2
) {
  console.error(
    `--width and --height must be even positive integers, --frames positive.\n${usage}`,
  );
  process.exit(2);
}
writeFakeCamera(out, ean13, numbers);
console.log(`Wrote ${out}: ${ean13}, ${width}x${height}, ${frames} frames.`);
