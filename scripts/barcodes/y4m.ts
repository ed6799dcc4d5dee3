/**
 * YUV4MPEG2 (.y4m) video, the format Chromium's `--use-file-for-fake-video-capture` plays:
 * a text header, then per frame the line `FRAME` and the Y, U and V planes of 4:2:0 video
 * (chroma averaged over 2x2 pixels), BT.601 limited range as cameras deliver it.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import type { RgbaFrame } from './frame';

export const y4mHeader = (width: number, height: number, fps: number): string =>
  `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`;

/** Bytes of one frame: the `FRAME\n` line plus Y (w*h) and U, V (w/2 * h/2 each). */
export const y4mFrameBytes = (width: number, height: number): number =>
  6 + width * height + 2 * (width / 2) * (height / 2);

const assertEven = (width: number, height: number): void => {
  if (width % 2 || height % 2) throw new Error(`4:2:0 needs an even size, not ${width}x${height}`);
};

/** RGBA to planar I420 (Y, then U, then V). */
export const rgbaToI420 = (frame: RgbaFrame): Uint8Array => {
  const { width, height, data } = frame;
  assertEven(width, height);
  const out = new Uint8Array(width * height * 1.5);
  const uOffset = width * height;
  const vOffset = uOffset + (width / 2) * (height / 2);
  for (let i = 0, p = 0; p < width * height; p++, i += 4) {
    out[p] = (16 + (65.738 * data[i]! + 129.057 * data[i + 1]! + 25.064 * data[i + 2]!) / 256) | 0;
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + dy) * width + x + dx) * 4;
        r += data[i]!;
        g += data[i + 1]!;
        b += data[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = (y / 2) * (width / 2) + x / 2;
      out[uOffset + c] = Math.round(128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256);
      out[vOffset + c] = Math.round(128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256);
    }
  }
  return out;
};

/** Writes frames to a .y4m file one at a time (a 30-frame 720p video is about 41 MB). */
export class Y4mWriter {
  private readonly fd: number;
  private readonly frameLine = Buffer.from('FRAME\n');

  constructor(
    file: string,
    private readonly width: number,
    private readonly height: number,
    fps = 30,
  ) {
    assertEven(width, height);
    this.fd = openSync(file, 'w');
    writeSync(this.fd, y4mHeader(width, height, fps));
  }

  write(frame: RgbaFrame): void {
    if (frame.width !== this.width || frame.height !== this.height)
      throw new Error(
        `Frame is ${frame.width}x${frame.height}, video is ${this.width}x${this.height}`,
      );
    writeSync(this.fd, this.frameLine);
    writeSync(this.fd, rgbaToI420(frame));
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** Writes a whole video. */
export const writeY4m = (
  file: string,
  width: number,
  height: number,
  frames: Iterable<RgbaFrame>,
  fps = 30,
): void => {
  const writer = new Y4mWriter(file, width, height, fps);
  try {
    for (const frame of frames) writer.write(frame);
  } finally {
    writer.close();
  }
};
