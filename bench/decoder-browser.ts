/**
 * The in-browser decoding figure: frame to result through the real worker round trip
 * (web/src/features/scan/decoder: postMessage of a transferred ImageBitmap, OffscreenCanvas,
 * the tuned pipeline in zxing-wasm, the answer back), in Debian's Chromium, which has no
 * BarcodeDetector. A bench-only page served by Vite in middleware mode imports the decoder's
 * index.ts as the scan page will. Frames are the viewfinder crops of generated 1280x720 and
 * 640x480 camera frames (scripts/barcodes), one with an EAN-13 and one empty.
 * Also: the whole scanner on a fake camera (a .y4m from scripts/barcodes played by Chromium's
 * fake capture device): time from start to the first code read, and every request the page made
 * (the .wasm must come from this origin, never a CDN).
 *
 *   npm run bench -- decoder-browser
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { repoRoot } from '../local/src/paths';
import { chromiumLaunchOptions } from '../web/e2e/chromium';
import { encodeRetail } from '../scripts/barcodes/ean';
import { writeFakeCamera } from '../scripts/barcodes/fake-camera';
import { renderScene } from '../scripts/barcodes/scene';
import {
  clampRegion,
  viewfinderRegionFor,
  type RgbaImage,
} from '../web/src/features/scan/decoder/frame-image';
import { median, percentile, table } from './lib/stats';

const ROUNDS = 60;
const CODE = '4006381333931';

/** The viewfinder crop of a frame, as the scanner sends it. */
const crop = (frame: RgbaImage): { width: number; height: number; data: Buffer } => {
  const r = clampRegion(frame.width, frame.height, viewfinderRegionFor(frame.width, frame.height));
  const out = Buffer.alloc(r.width * r.height * 4);
  for (let y = 0; y < r.height; y++) {
    const from = ((r.y + y) * frame.width + r.x) * 4;
    out.set(frame.data.subarray(from, from + r.width * 4), y * r.width * 4);
  }
  return { width: r.width, height: r.height, data: out };
};

const PAGE_SCRIPT = (decoderIndex: string) => `
import * as decoder from ${JSON.stringify(decoderIndex)};
const stats = (times) => times;
window.benchFrames = async (frames, rounds) => {
  const reader = await decoder.createBarcodeReader();
  const out = [];
  for (const f of frames) {
    const bytes = new Uint8ClampedArray(await (await fetch(f.url)).arrayBuffer());
    const image = new ImageData(bytes, f.width, f.height);
    const times = [];
    const bitmapTimes = [];
    let result = null;
    for (let i = 0; i < rounds + 5; i++) {
      const b0 = performance.now();
      const bitmap = await createImageBitmap(image);
      const t0 = performance.now();
      result = await reader.decode(bitmap, 'retail');
      const t1 = performance.now();
      if (i >= 5) { times.push(t1 - t0); bitmapTimes.push(t0 - b0); }
    }
    out.push({ name: f.name, times: stats(times), bitmapTimes, result });
  }
  reader.dispose();
  return out;
};
window.benchCamera = async (timeoutMs) => {
  const started = performance.now();
  const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 1280, height: 720 } });
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  document.body.append(video);
  await video.play();
  const playing = performance.now();
  const reader = await decoder.createBarcodeReader();
  const ready = performance.now();
  let decodes = 0;
  const code = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => { stop(); reject(new Error('no code read in time')); }, timeoutMs);
    const stop = decoder.startFrameScanner({
      video, reader, intervalMs: 100,
      region: (v) => { decodes++; return decoder.viewfinderRegion(v); },
      onDetect: (c) => { clearTimeout(timer); stop(); resolve(c); },
      onError: (e) => { clearTimeout(timer); stop(); reject(e); },
    });
  });
  const detected = performance.now();
  stream.getTracks().forEach((t) => t.stop());
  reader.dispose();
  return { code, video: [video.videoWidth, video.videoHeight], toPlaying: playing - started, toReady: ready - playing, toFirstRead: detected - ready, decodes };
};
`;

export const benchDecoderBrowser = async (): Promise<string> => {
  const work = mkdtempSync(path.join(tmpdir(), 'decoder-browser-'));
  const pageDir = path.join(repoRoot, 'bench/.out/decoder-browser');
  mkdirSync(pageDir, { recursive: true });
  writeFileSync(
    path.join(pageDir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>decoder bench</title><script type="module" src="./main.ts"></script>',
  );
  writeFileSync(
    path.join(pageDir, 'main.ts'),
    PAGE_SCRIPT(path.join(repoRoot, 'web/src/features/scan/decoder/index.ts')),
  );

  const symbol = encodeRetail('EAN13', CODE);
  const frames = [
    {
      name: 'EAN-13, 1280x720 frame',
      frame: crop(
        renderScene({ width: 1280, height: 720, seed: 5, symbol, hold: { maxAngleDeg: 5 } }),
      ),
    },
    {
      name: 'empty, 1280x720 frame',
      frame: crop(renderScene({ width: 1280, height: 720, seed: 6 })),
    },
    {
      name: 'EAN-13, 640x480 frame',
      frame: crop(
        renderScene({ width: 640, height: 480, seed: 7, symbol, hold: { maxAngleDeg: 5 } }),
      ),
    },
    {
      name: 'empty, 640x480 frame',
      frame: crop(renderScene({ width: 640, height: 480, seed: 8 })),
    },
  ];
  const video = path.join(work, 'camera.y4m');
  writeFakeCamera(video, CODE, { width: 1280, height: 720, frames: 30 });

  const vite = await createServer({
    configFile: false,
    root: pageDir,
    logLevel: 'silent',
    server: { middlewareMode: true, fs: { allow: [repoRoot] } },
    appType: 'spa',
  });
  const http = createHttpServer((req, res) => {
    const match = /^\/frames\/(\d+)$/.exec(req.url ?? '');
    if (match) {
      res.setHeader('content-type', 'application/octet-stream');
      res.end(frames[Number(match[1])]!.frame.data);
      return;
    }
    vite.middlewares(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext();
    await context.grantPermissions(['camera'], { origin });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => 'benchFrames' in globalThis, null, { timeout: 60_000 });

    type FrameFigures = {
      name: string;
      times: number[];
      bitmapTimes: number[];
      result: { text: string; format: string } | null;
    };
    const measured = await page.evaluate(
      ([list, rounds]) =>
        (
          globalThis as unknown as {
            benchFrames: (f: unknown, r: number) => Promise<FrameFigures[]>;
          }
        ).benchFrames(list, rounds),
      [
        frames.map((f, i) => ({
          name: f.name,
          url: `/frames/${i}`,
          width: f.frame.width,
          height: f.frame.height,
        })),
        ROUNDS,
      ] as const,
    );
    type CameraFigures = {
      code: { text: string; format: string };
      video: [number, number];
      toPlaying: number;
      toReady: number;
      toFirstRead: number;
      decodes: number;
    };
    const camera = await page.evaluate(
      (timeout) =>
        (
          globalThis as unknown as { benchCamera: (t: number) => Promise<CameraFigures> }
        ).benchCamera(timeout),
      20_000,
    );
    const ms = (value: number): string => `${value.toFixed(2)} ms`;
    const offOrigin = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
    const wasm = requests.filter((url) => url.includes('.wasm'));
    return [
      `Chromium (${browser.version()}), no BarcodeDetector: ZXing-C++ in the worker. ${ROUNDS} round trips per frame after 5 warm-up ones; the frame is the viewfinder crop, sent as a transferred ImageBitmap.`,
      table(
        [
          'frame (viewfinder crop)',
          'crop',
          'decode() median',
          'p95',
          'createImageBitmap median',
          'result',
        ],
        measured.map((m, i) => [
          m.name,
          `${frames[i]!.frame.width}x${frames[i]!.frame.height}`,
          ms(median(m.times)),
          ms(percentile(m.times, 95)),
          ms(median(m.bitmapTimes)),
          m.result ? `${m.result.format} ${m.result.text}` : 'nothing',
        ]),
      ),
      '',
      `Fake camera (${camera.video.join('x')} .y4m of EAN-13 ${CODE}, scanner every 100 ms): ` +
        `camera playing after ${ms(camera.toPlaying)}, reader ready ${ms(camera.toReady)} later, ` +
        `first code read ${ms(camera.toFirstRead)} after that (${camera.decodes} frame(s) grabbed): ` +
        `${camera.code.format} ${camera.code.text}.`,
      `Requests off this origin: ${offOrigin.length ? offOrigin.join(', ') : 'none'}. WebAssembly fetched from: ${wasm.map((u) => new URL(u).pathname).join(', ') || 'nowhere'}.`,
      errors.length ? `Page errors: ${errors.join('; ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  } finally {
    await browser.close();
    await new Promise((resolve) => http.close(resolve));
    await vite.close();
    rmSync(work, { recursive: true, force: true });
  }
};

if (import.meta.main) console.log(await benchDecoderBrowser());
