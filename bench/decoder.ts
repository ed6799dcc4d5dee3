/**
 * Barcode decoding cost and accuracy in Node, on the same deterministic camera-like frames for
 * every candidate (scripts/barcodes, fixed seeds): clean and degraded EAN-13, EAN-8 and UPC-A
 * codes at 640x480 and 1280x720, and empty frames (shelf-like clutter, no code). Time is from an
 * RGBA buffer (what a canvas gives) to the result, colour conversion included.
 * Baseline (design.md): zxing-wasm readBarcodes(ImageData) on the full frame, tryHarder on,
 * retail formats, one symbol. The tuned pipeline is web/src/features/scan/decoder/pipeline.ts,
 * the module the worker runs.
 *
 *   npm run bench -- decoder
 */
import { encodeRetail, type RetailFormat } from '../scripts/barcodes/ean';
import type { RgbaFrame } from '../scripts/barcodes/frame';
import { withCheckDigit } from '../scripts/barcodes/gtin';
import { createRandom, type Random } from '../scripts/barcodes/random';
import { renderScene, type Degradation } from '../scripts/barcodes/scene';
import { loadReaderModule, readerModule } from '../scripts/barcodes/zxing-node';
import { RETAIL_FORMATS, type DecodedCode } from '../web/src/features/scan/decoder/code-formats';
import { viewfinderRegionFor } from '../web/src/features/scan/decoder/frame-image';
import {
  BASELINE_OPTIONS,
  TUNED,
  ZXingPipeline,
  type Pass,
  type PipelineSettings,
} from '../web/src/features/scan/decoder/pipeline';
import { median, percentile, ratio, table } from './lib/stats';

const SEED = 20261122;
const ROUNDS = 3;

interface Sample {
  readonly frame: RgbaFrame;
  /** The encoded value; undefined for an empty frame. */
  readonly expected?: string;
  /** How it was made (for looking into misses). */
  readonly note?: string;
}

interface FrameClass {
  readonly name: string;
  readonly samples: readonly Sample[];
}

const randomCode = (format: RetailFormat, random: Random): string => {
  const length = format === 'EAN13' ? 12 : format === 'EAN8' ? 7 : 11;
  let body = '';
  // EAN-13 bodies start with a GS1 prefix (not 0, which would be a UPC-A).
  for (let i = 0; i < length; i++)
    body += String(i === 0 && format === 'EAN13' ? random.int(1, 9) : random.int(0, 9));
  return withCheckDigit(body);
};

/** Noise, low contrast, mild blur, uneven light: each degraded frame gets a random mix. */
const randomDegradation = (random: Random): Degradation => ({
  noiseSigma: random.range(6, 22),
  contrast: random.range(0.25, 0.75),
  blurRadius: random.pick([0, 1, 1, 2]),
  lighting: random.range(0, 0.6),
});

const FORMATS: readonly RetailFormat[] = ['EAN13', 'EAN8', 'UPCA'];

const codeFrames = (
  width: number,
  height: number,
  count: number,
  seed: number,
  degraded: boolean,
): Sample[] => {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, n) => {
    const format = FORMATS[n % FORMATS.length]!;
    const code = randomCode(format, random);
    const degradation = degraded ? randomDegradation(random) : undefined;
    const frame = renderScene({
      width,
      height,
      seed: random.int(1, 2 ** 31),
      symbol: encodeRetail(format, code),
      hold: degraded ? { maxAngleDeg: 10, fill: [0.35, 0.7] } : { maxAngleDeg: 3 },
      degradation,
    });
    return { frame, expected: code, note: `${format} ${JSON.stringify(degradation ?? {})}` };
  });
};

const emptyFrames = (width: number, height: number, count: number, seed: number): Sample[] => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => ({
    frame: renderScene({
      width,
      height,
      seed: random.int(1, 2 ** 31),
      degradation: { noiseSigma: random.range(2, 12) },
    }),
  }));
};

export const decoderFrameClasses = (): FrameClass[] => [
  { name: 'empty 640x480', samples: emptyFrames(640, 480, 40, SEED + 1) },
  { name: 'empty 1280x720', samples: emptyFrames(1280, 720, 40, SEED + 2) },
  { name: 'clean 640x480', samples: codeFrames(640, 480, 24, SEED + 3, false) },
  { name: 'clean 1280x720', samples: codeFrames(1280, 720, 24, SEED + 4, false) },
  { name: 'degraded 640x480', samples: codeFrames(640, 480, 40, SEED + 5, true) },
  { name: 'degraded 1280x720', samples: codeFrames(1280, 720, 60, SEED + 6, true) },
];

/** One GTIN, whatever its length in the result (UPC-A read as 12 or 13 digits is the same code). */
const sameGtin = (a: string, b: string): boolean =>
  /^\d+$/.test(a) && /^\d+$/.test(b) && a.padStart(14, '0') === b.padStart(14, '0');

interface Candidate {
  readonly name: string;
  readonly decode: (frame: RgbaFrame) => Promise<DecodedCode | null> | DecodedCode | null;
}

interface Figures {
  readonly median: number;
  readonly p95: number;
  readonly read: number;
  readonly total: number;
  readonly falseReads: number;
  readonly hasCode: boolean;
}

const measure = async (candidate: Candidate, frameClass: FrameClass): Promise<Figures> => {
  const times: number[] = [];
  let read = 0;
  let falseReads = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const sample of frameClass.samples) {
      const started = performance.now();
      const result = await candidate.decode(sample.frame);
      times.push(performance.now() - started);
      if (round > 0 || !result) continue;
      if (sample.expected !== undefined && sameGtin(result.text, sample.expected)) read++;
      else falseReads++;
    }
  }
  return {
    median: median(times),
    p95: percentile(times, 95),
    read,
    total: frameClass.samples.length,
    falseReads,
    hasCode: frameClass.samples[0]?.expected !== undefined,
  };
};

const pipelineCandidate = (
  pipeline: ZXingPipeline,
  name: string,
  wholeFrame = false,
): Candidate => ({
  name,
  decode: (frame) =>
    pipeline.decodeRgba(
      frame,
      'retail',
      wholeFrame ? undefined : viewfinderRegionFor(frame.width, frame.height),
    ),
});

/** Alternatives measured on the way to TUNED, printed for the record. */
const variant = (name: string, change: Partial<PipelineSettings>): PipelineSettings => ({
  ...TUNED,
  name,
  ...change,
});

export const benchDecoder = async (): Promise<string> => {
  const classes = decoderFrameClasses();
  const module = await loadReaderModule();
  const zxing = await readerModule();
  const baselineOptions = { ...BASELINE_OPTIONS, formats: [...RETAIL_FORMATS] };
  const baseline: Candidate = {
    name: 'baseline: readBarcodes(ImageData), full frame, tryHarder',
    decode: async (frame) => {
      const [result] = await zxing.readBarcodes(
        frame as Parameters<typeof zxing.readBarcodes>[0],
        baselineOptions,
      );
      return result ? { text: result.text, format: result.format } : null;
    },
  };
  const [fast, bars, barsFixed] = TUNED.passes;
  const greyThorough: Pass = {
    name: 'grey-thorough',
    image: 'grey',
    options: { ...fast!.options, tryHarder: true, tryDownscale: true },
  };
  const alternatives: [string, PipelineSettings][] = [
    ['own grey, viewfinder crop, tryHarder (one pass)', variant('a', { passes: [greyThorough] })],
    ['own grey, viewfinder crop, fast pass only', variant('b', { passes: [fast!] })],
    ['fast + bars (LocalAverage)', variant('c', { passes: [fast!, bars!] })],
    ['fast + bars-fixed', variant('d', { passes: [fast!, barsFixed!] })],
    ['tuned, bars of 2 rows', variant('e', { barsRows: 2 })],
    ['tuned, 720p crops not halved', variant('f', { halveAbove: 10_000 })],
  ];
  const candidates: Candidate[] = [
    baseline,
    ...alternatives.map(([name, settings]) =>
      pipelineCandidate(new ZXingPipeline(module, settings), name),
    ),
    pipelineCandidate(new ZXingPipeline(module, TUNED), 'tuned, whole frame', true),
    pipelineCandidate(new ZXingPipeline(module, TUNED), 'TUNED (shipped)'),
  ];
  // Warm-up: instantiate, JIT, grow the heap once.
  for (const candidate of candidates)
    for (const frameClass of classes) await candidate.decode(frameClass.samples[0]!.frame);

  const figures = new Map<string, Map<string, Figures>>();
  for (const candidate of candidates) {
    const byClass = new Map<string, Figures>();
    for (const frameClass of classes)
      byClass.set(frameClass.name, await measure(candidate, frameClass));
    figures.set(candidate.name, byClass);
  }

  const ms = (value: number): string => `${value.toFixed(2)} ms`;
  const rows: string[][] = [];
  for (const candidate of candidates) {
    for (const frameClass of classes) {
      const f = figures.get(candidate.name)!.get(frameClass.name)!;
      rows.push([
        candidate.name,
        frameClass.name,
        ms(f.median),
        ms(f.p95),
        f.hasCode ? `${f.read}/${f.total}` : '-',
        String(f.falseReads),
      ]);
    }
  }
  const tuned = figures.get('TUNED (shipped)')!;
  const base = figures.get(baseline.name)!;
  const ratios = classes.map((frameClass) => {
    const t = tuned.get(frameClass.name)!;
    const b = base.get(frameClass.name)!;
    return [
      frameClass.name,
      ms(b.median),
      ms(t.median),
      ratio(t.median, b.median),
      b.hasCode ? `${b.read}/${b.total} -> ${t.read}/${t.total}` : '-',
      `${b.falseReads} -> ${t.falseReads}`,
    ];
  });
  const empty640 = tuned.get('empty 640x480')!;
  const degraded720 = tuned.get('degraded 1280x720')!;
  const share = degraded720.read / degraded720.total;
  const falseTotal = [...tuned.values()].reduce((sum, f) => sum + f.falseReads, 0);
  return [
    `Frames: ${classes.map((c) => `${c.samples.length} ${c.name}`).join(', ')}; ${ROUNDS} rounds each, times per frame from RGBA to result.`,
    table(['candidate', 'frames', 'median', 'p95', 'read', 'false reads'], rows),
    '',
    'Tuned pipeline against the baseline, same run:',
    table(
      ['frames', 'baseline median', 'tuned median', 'tuned/baseline', 'read', 'false reads'],
      ratios,
    ),
    '',
    `Targets: empty 640x480 < 2 ms median: ${ms(empty640.median)} (${empty640.median < 2 ? 'met' : 'NOT met'}); ` +
      `>= 90 % of degraded 1280x720 read: ${(share * 100).toFixed(0)} % (${share >= 0.9 ? 'met' : 'NOT met'}); ` +
      `zero false reads: ${falseTotal} (${falseTotal === 0 ? 'met' : 'NOT met'}).`,
  ].join('\n');
};

if (import.meta.main) console.log(await benchDecoder());
