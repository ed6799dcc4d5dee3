/** Which uploads the qr and screenshot tabs read: images only, 10 MB at most. */
import { MAX_IMAGE_BYTES } from './scanner-constants';

export const imageFileMessages = {
  hint: 'Supports JPG, PNG, WebP. Max file size: 10MB',
  notAnImage: 'This file is not an image. Please choose a JPG, PNG or WebP image.',
  tooLarge: 'This image is larger than 10MB. Please choose a smaller image.',
  unreadable: 'This image could not be read. Please try another image.',
} as const;

/** The message that refuses a file, or null when it may be read. */
export const checkImageFile = (file: { type: string; size: number }): string | null => {
  if (!file.type.startsWith('image/')) return imageFileMessages.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return imageFileMessages.tooLarge;
  return null;
};
