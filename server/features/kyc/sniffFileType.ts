import type { UploadType } from '../../../features/kyc/contract/kycRules';

/** What the bytes look like: each kind whose signature they carry (more than one: a polyglot). */
export type Sniffed = { types: ('image/jpeg' | 'image/png' | 'application/pdf' | 'html' | 'zip')[] };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// PDF readers accept the header anywhere in the first 1024 bytes, so a polyglot hides it there.
const PDF_WINDOW = 1024;
const ZIP_END = Buffer.from('PK\u0005\u0006', 'latin1');
const ZIP_END_WINDOW = 65_535 + 22;

/**
 * Sniffs a file's type from its bytes with the magic numbers of the three accepted types, and also
 * looks for the signs of a second type that a reader could take it for: a PDF header within the first
 * 1 KiB, an HTML tag near the start, a ZIP archive's end record. A small check of our own rather than `file-type`:
 * three signatures are all we accept, and `file-type` reports one best guess, not every type a file
 * could be read as, which is what a polyglot check needs.
 *
 * @example sniffFileType(pngBytes) // { types: ['image/png'] }
 */
export function sniffFileType(bytes: Buffer): Sniffed {
  const types: Sniffed['types'] = [];
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) types.push('image/jpeg');
  if (bytes.subarray(0, 8).equals(PNG)) types.push('image/png');
  const head = bytes.subarray(0, PDF_WINDOW).toString('latin1');
  if (head.includes('%PDF-')) types.push('application/pdf');
  if (/<(!doctype\s+html|html|script|svg|body|iframe)[\s>]/i.test(head)) types.push('html');
  // A ZIP reader finds an archive by its end record, within the last 64 KiB + 22 bytes; looking only
  // there (not for a local header anywhere) keeps a large photo's compressed bytes from matching by chance.
  if (bytes.subarray(Math.max(0, bytes.length - ZIP_END_WINDOW)).includes(ZIP_END)) types.push('zip');
  return { types };
}

/**
 * The one accepted type the bytes are, or null when they are none of them or could be read as two
 * (a polyglot). A PDF must begin with its header.
 *
 * @example acceptedType(sniffFileType(bytes)) // 'image/png'
 */
export function acceptedType(sniffed: Sniffed, bytes: Buffer): UploadType | null {
  if (sniffed.types.length !== 1) return null;
  const [type] = sniffed.types;
  if (type === 'application/pdf' && !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) return null;
  return type === 'image/jpeg' || type === 'image/png' || type === 'application/pdf' ? type : null;
}

const EXTENSIONS: Record<UploadType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/**
 * Whether what the client declared (the file name's extension and the part's MIME type) agrees with
 * what the bytes are: a PNG named `.pdf` does not.
 *
 * @example declaredMatches('image/png', 'scan.pdf', 'application/pdf') // false
 */
export function declaredMatches(type: UploadType, filename: string, mimetype: string): boolean {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (ext === undefined || !EXTENSIONS[type].includes(ext)) return false;
  const declared = mimetype.toLowerCase().split(';')[0]!.trim();
  return declared === type || (type === 'image/jpeg' && declared === 'image/jpg');
}
