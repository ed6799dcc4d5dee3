/**
 * Barcode decoding on real photographs: ZXing's public black-box photos of EAN-13, EAN-8, UPC-A
 * and UPC-E codes (scripts/barcodes/zxing-blackbox, 387 photos), each read upright and turned 180
 * degrees (774 cases), scored by product number. Per folder: codes read, false reads (a code read
 * that is not the photo's), median time per call from RGBA to result, against ZXing's own
 * minimums. Baseline (design.md): zxing-wasm readBarcodes(ImageData) on the whole photo,
 * tryHarder on, retail formats, one symbol, measured in the same run. The pipelines read the
 * whole photo too (a photo is the frame; there is no viewfinder to crop to).
 *
 *   npm run bench -- decoder-photos
 */
import type { ZXingReaderModule } from 'zxing-wasm/reader';
import { loadReaderModule, readerModule } from '../scripts/barcodes/zxing-node';
import {
  PHOTO_FOLDERS,
  loadPhotos,
  sameProduct,
  turnHalf,
  type Photo,
  type PhotoFolder,
} from '../scripts/barcodes/zxing-photos';
import type { RgbaFrame } from '../scripts/barcodes/frame';
import {
  RETAIL_FORMATS,
  normalise,
  type DecodedCode,
} from '../web/src/features/scan/decoder/code-formats';
import {
  BASELINE_OPTIONS,
  STILL,
  TUNED,
  ZXingPipeline,
  type Pass,
  type PipelineSettings,
} from '../web/src/features/scan/decoder/pipeline';
import { median, ratio, table } from './lib/stats';

/** Timed rounds per case; the first also scores. */
const ROUNDS = 3;

interface Case {
  readonly folder: string;
  readonly name: string;
  readonly image: RgbaFrame;
  readonly expected: string;
}

interface Candidate {
  readonly name: string;
  readonly decode: (image: RgbaFrame) => Promise<DecodedCode | null> | DecodedCode | null;
}

interface Tally {
  read: number;
  falseReads: number;
  readonly times: number[];
  readonly readCases: Set<string>;
}

const casesOf = (photos: readonly Photo[]): Case[] =>
  photos.flatMap((photo) => [
    { folder: photo.folder, name: `${photo.file}@0`, image: photo.image, expected: photo.expected },
    {
      folder: photo.folder,
      name: `${photo.file}@180`,
      image: turnHalf(photo.image),
      expected: photo.expected,
    },
  ]);

const measure = async (candidate: Candidate, cases: readonly Case[]): Promise<Tally> => {
  const tally: Tally = { read: 0, falseReads: 0, times: [], readCases: new Set() };
  for (let round = 0; round < ROUNDS; round++) {
    for (const sample of cases) {
      const started = performance.now();
      const result = await candidate.decode(sample.image);
      tally.times.push(performance.now() - started);
      if (round > 0 || !result) continue;
      if (sameProduct(result.text, sample.expected)) {
        tally.read++;
        tally.readCases.add(`${sample.folder}/${sample.name}`);
      } else tally.falseReads++;
    }
  }
  return tally;
};

const pipelineCandidate = (
  module: ZXingReaderModule,
  settings: PipelineSettings,
  name: string,
): Candidate => {
  const pipeline = new ZXingPipeline(module, settings);
  return { name, decode: (image) => pipeline.decodeRgba(image, 'retail') };
};

const passNamed = (name: string): Pass => {
  const pass = TUNED.passes.find((p) => p.name === name);
  if (!pass) throw new Error(`TUNED has no pass ${name}`);
  return pass;
};

const variant = (name: string, passes: readonly Pass[]): PipelineSettings => ({
  ...TUNED,
  name,
  passes,
});

/** Pipelines measured on the way to the shipped one, printed for the record. */
const alternatives = (): [string, PipelineSettings][] => {
  const [fast, bars, barsFixed] = [passNamed('fast'), passNamed('bars'), passNamed('bars-fixed')];
  const lowResGrey = passNamed('low-res-grey');
  const before = [fast, bars, barsFixed];
  return [
    ['fast + bars + bars-fixed (before)', variant('before', before)],
    [
      'before + tryHarder on the raw pixels, every size',
      variant('every-size', [
        ...before,
        {
          ...lowResGrey,
          shortSide: undefined,
          options: { ...lowResGrey.options, minLineCount: 2 },
        },
      ]),
    ],
    ['before + small-wide only', variant('small-wide', [...before, passNamed('small-wide')])],
    [
      'TUNED without the small passes',
      variant(
        'no-small',
        TUNED.passes.filter((pass) => !pass.name.startsWith('small')),
      ),
    ],
    [
      'TUNED, low-res passes on 2 lines (ZXing default)',
      variant(
        'low-res-2',
        TUNED.passes.map((pass) =>
          pass.name.startsWith('low-res')
            ? { ...pass, options: { ...pass.options, minLineCount: 2 } }
            : pass,
        ),
      ),
    ],
    [
      'TUNED, low-res-grey without tryRotate',
      variant(
        'low-res-no-rotate',
        TUNED.passes.map((pass) =>
          pass === lowResGrey ? { ...pass, options: { ...pass.options, tryRotate: false } } : pass,
        ),
      ),
    ],
  ];
};

export const benchDecoderPhotos = async (): Promise<string> => {
  const module = await loadReaderModule();
  const zxing = await readerModule();
  const baselineOptions = { ...BASELINE_OPTIONS, formats: [...RETAIL_FORMATS] };
  const baseline: Candidate = {
    name: 'baseline: readBarcodes(ImageData), tryHarder',
    decode: async (image) => {
      const [result] = await zxing.readBarcodes(
        image as Parameters<typeof zxing.readBarcodes>[0],
        baselineOptions,
      );
      return result ? normalise(result.text, result.format) : null;
    },
  };
  const candidates: Candidate[] = [
    baseline,
    ...alternatives().map(([name, settings]) => pipelineCandidate(module, settings, name)),
    pipelineCandidate(module, STILL, 'STILL (upload)'),
    pipelineCandidate(module, TUNED, 'TUNED (live, shipped)'),
  ];
  const folders: { folder: PhotoFolder; cases: Case[] }[] = PHOTO_FOLDERS.map((folder) => ({
    folder,
    cases: casesOf(loadPhotos(folder)),
  }));
  const allCases = folders.flatMap((f) => f.cases);
  for (const candidate of candidates) await candidate.decode(allCases[0]!.image);

  const figures = new Map<string, Map<string, Tally>>();
  for (const candidate of candidates) {
    const byFolder = new Map<string, Tally>();
    for (const { folder, cases } of folders)
      byFolder.set(folder.name, await measure(candidate, cases));
    figures.set(candidate.name, byFolder);
  }

  const total = (name: string) => {
    const tallies = [...figures.get(name)!.values()];
    return {
      read: tallies.reduce((sum, t) => sum + t.read, 0),
      falseReads: tallies.reduce((sum, t) => sum + t.falseReads, 0),
      median: median(tallies.flatMap((t) => t.times)),
      readCases: new Set(tallies.flatMap((t) => [...t.readCases])),
    };
  };
  const ms = (value: number): string => `${value.toFixed(2)} ms`;
  const base = figures.get(baseline.name)!;
  const shipped = 'TUNED (live, shipped)';
  const tuned = figures.get(shipped)!;
  const perFolder = folders.map(({ folder, cases }) => {
    const b = base.get(folder.name)!;
    const t = tuned.get(folder.name)!;
    const uprightRead = [...t.readCases].filter((c) => c.endsWith('@0')).length;
    const turnedRead = t.readCases.size - uprightRead;
    const { upright, turned } = folder.minimum;
    return [
      `${folder.name} (${cases.length / 2})`,
      `${b.read}, ${b.falseReads}`,
      `${t.read}, ${t.falseReads}`,
      `${uprightRead} + ${turnedRead} (${upright} + ${turned}) ${uprightRead >= upright && turnedRead >= turned ? 'met' : 'NOT met'}`,
      ms(median(b.times)),
      ms(median(t.times)),
      ratio(median(t.times), median(b.times)),
    ];
  });
  const b = total(baseline.name);
  const t = total(shipped);
  const summary = candidates.map((candidate) => {
    const c = total(candidate.name);
    return [
      candidate.name,
      `${c.read}/${allCases.length} (${((100 * c.read) / allCases.length).toFixed(1)} %)`,
      String(c.falseReads),
      ms(c.median),
      ratio(c.median, b.median),
      String([...b.readCases].filter((x) => !c.readCases.has(x)).length),
      String([...c.readCases].filter((x) => !b.readCases.has(x)).length),
    ];
  });
  const lost = [...b.readCases].filter((x) => !t.readCases.has(x));
  return [
    `Photos: ${allCases.length / 2} in ${folders.length} folders, each upright and at 180 degrees (${allCases.length} cases); ${ROUNDS} rounds, times per call from RGBA to result.`,
    table(
      [
        'candidate',
        'read',
        'false reads',
        'median',
        'vs baseline',
        'baseline reads missed',
        'reads baseline misses',
      ],
      summary,
    ),
    '',
    'Per folder, shipped live pipeline against the baseline, same run (read, false reads; ZXing minimum upright + turned):',
    table(
      [
        'folder (photos)',
        'baseline',
        'TUNED',
        'TUNED upright + turned (ZXing min)',
        'baseline median',
        'TUNED median',
        'TUNED/baseline',
      ],
      perFolder,
    ),
    '',
    `TUNED ${t.read} against ${b.read}, false reads ${t.falseReads} against ${b.falseReads}, median ${ms(t.median)} against ${ms(b.median)} (${ratio(t.median, b.median)}).`,
    lost.length
      ? `Baseline reads TUNED misses: ${lost.join(', ')}`
      : 'TUNED misses no photo the baseline reads.',
  ].join('\n');
};

if (import.meta.main) console.log(await benchDecoderPhotos());
