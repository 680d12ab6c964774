import sharp from 'sharp';
import type { UploadType } from '../../../features/kyc/contract/kycRules';
import { kycErrors } from './kycErrors';

/** The largest side kept: enough to read any document, and a bound on what a stored image costs. */
const MAX_SIDE = 4096;
// Decompression bombs: refuse images above this many pixels before decoding them.
const MAX_INPUT_PIXELS = 50_000_000;
// Active content a document never needs: scripts, launch actions, embedded files, forms engines.
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData)\b/;

/**
 * What is kept of an upload: images are decoded and written anew by sharp (turned upright from
 * their EXIF orientation, then every metadata block dropped — EXIF with GPS, XMP, ICC, comments —
 * as sharp keeps none unless asked), so nothing but pixels survives. A PDF is kept as sent only if
 * it is a real PDF: its header first, an end-of-file marker at the end, no active content.
 *
 * @throws {AppError} fileTypeMismatch for an image that does not decode or a PDF that is not one.
 * @example const { bytes, type } = await sanitizeUpload(buffer, 'image/jpeg')
 */
export async function sanitizeUpload(bytes: Buffer, type: UploadType): Promise<{ bytes: Buffer; type: UploadType }> {
  if (type === 'application/pdf') {
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
    if (!tail.includes('%%EOF') || PDF_ACTIVE.test(bytes.toString('latin1'))) throw kycErrors.fileTypeMismatch();
    return { bytes, type };
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out = type === 'image/png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    return { bytes: out, type };
  } catch {
    throw kycErrors.fileTypeMismatch();
  }
}
