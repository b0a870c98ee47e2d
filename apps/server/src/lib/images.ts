import sharp from 'sharp';
import { PHOTO_MESSAGES } from '@nafasi/shared/profiles';
import { AppError } from './errors.ts';

/** Widths of the WebP files made for every photo: cards, then the detail page. */
export const IMAGE_WIDTHS = { thumb: 640, full: 1600 } as const;
/** A decoded image larger than this many pixels is refused (a "pixel flood"), whatever its file size. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  width: number;
  height: number;
  variants: { name: keyof typeof IMAGE_WIDTHS; body: Buffer }[];
}

export const mediaUrl = (storageKey: string, variant: keyof typeof IMAGE_WIDTHS) => `/media/${storageKey}-${variant}.webp`;
export const variantKey = (storageKey: string, variant: keyof typeof IMAGE_WIDTHS) => `${storageKey}-${variant}.webp`;

/**
 * A photo as link previews want it (WhatsApp, Facebook, LinkedIn, Slack): a JPEG (many apps show no
 * preview for WebP), 1200 × 630, made from the full-size variant the first time it is asked for.
 */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
export const ogImageKey = (storageKey: string) => `${storageKey}-og.jpg`;
/** The preview JPEG's address for a photo's full-size URL (/media/<key>-full.webp), or null for anything else. */
export const ogImageUrl = (fullUrl: string) => {
  const key = /^\/media\/([a-z0-9][a-z0-9_-]*)-full\.webp$/.exec(fullUrl)?.[1];
  return key ? `/og/${key}.jpg` : null;
};

/** Encodes the preview JPEG (under the decoder's limit, like uploads). */
export const makeOgImage = (fullWebp: Buffer) =>
  decodeSlot(() =>
    sharp(fullWebp, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: OG_IMAGE.width, height: OG_IMAGE.height, fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );

/**
 * Decodes the pixels and encodes them again as WebP, so nothing of the original file but its
 * picture survives: no metadata (GPS), no trailing payload. Throws when the input is not a raster image.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  if (!meta.width || !meta.height) throw new Error('no dimensions');
  const variants = await Promise.all(
    (Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[]).map(async (name) => ({
      name,
      body: await base
        .clone()
        .resize({ width: IMAGE_WIDTHS[name], withoutEnlargement: true })
        .webp({ quality: name === 'thumb' ? 72 : 80 })
        .toBuffer(),
    })),
  );
  const oriented = meta.orientation && meta.orientation >= 5;
  return {
    width: oriented ? meta.height : meta.width,
    height: oriented ? meta.width : meta.height,
    variants,
  };
}

export class NotAnImageError extends Error {}

/**
 * Decoding a large photo costs seconds of CPU: at most DECODE_CONCURRENCY run at once and at most
 * DECODE_QUEUE wait, so a burst of uploads queues instead of starving every other request; past
 * that the server says it is busy (503) rather than fall behind.
 */
const DECODE_CONCURRENCY = 2;
const DECODE_QUEUE = 16;
let decoding = 0;
const waiting: (() => void)[] = [];

export class DecoderBusyError extends AppError {
  constructor() {
    super(503, 'busy', PHOTO_MESSAGES.busy, undefined, { 'retry-after': '5' });
  }
}

async function decodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODE_CONCURRENCY) {
    if (waiting.length >= DECODE_QUEUE) throw new DecoderBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else decoding++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

/** Reads one uploaded file as a photo: its bytes must decode as JPEG, PNG or WebP pixels. */
export async function readPhoto(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new AppError(400, 'empty_file', PHOTO_MESSAGES.empty, 'file');
  return decodeSlot(() => decodePhoto(input));
}

async function decodePhoto(input: Buffer): Promise<ProcessedImage> {
  const format = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  // SVG (which can carry script), GIF, TIFF and anything else are refused before decoding.
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new NotAnImageError(String(format));
  try {
    return await processImage(input);
  } catch (err) {
    throw new NotAnImageError((err as Error).message);
  }
}

/**
 * The site's own link preview (1200×630, as the space pages' previews): three of the sample spaces'
 * photos side by side, shipped with the product, so it needs no text in either language.
 */
export async function makeSitePreview(photos: readonly Buffer[]): Promise<Buffer> {
  const width = Math.floor(OG_IMAGE.width / photos.length);
  const tiles = await Promise.all(photos.map((photo) => sharp(photo).resize({ width, height: OG_IMAGE.height, fit: 'cover' }).toBuffer()));
  return sharp({ create: { width: OG_IMAGE.width, height: OG_IMAGE.height, channels: 3, background: '#0f766e' } })
    .composite(tiles.map((input, i) => ({ input, left: i * width, top: 0 })))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
