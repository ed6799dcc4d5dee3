/** An RGBA frame, laid out as a canvas's ImageData (4 bytes a pixel, rows top to bottom). */
export interface RgbaFrame {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

export type Rgb = readonly [number, number, number];

export const createFrame = (width: number, height: number, fill: Rgb = [0, 0, 0]): RgbaFrame => {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new Error(`Frame size must be positive integers: ${width}x${height}`);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = fill[0];
    data[i + 1] = fill[1];
    data[i + 2] = fill[2];
    data[i + 3] = 255;
  }
  return { width, height, data };
};

/** Fills an axis-aligned rectangle (clipped to the frame). */
export const fillRect = (
  frame: RgbaFrame,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: Rgb,
): void => {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(frame.width, Math.ceil(x + w));
  const y1 = Math.min(frame.height, Math.ceil(y + h));
  for (let row = y0; row < y1; row++) {
    for (let col = x0; col < x1; col++) {
      const i = (row * frame.width + col) * 4;
      frame.data[i] = colour[0];
      frame.data[i + 1] = colour[1];
      frame.data[i + 2] = colour[2];
    }
  }
};
