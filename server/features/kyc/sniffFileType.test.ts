import { acceptedType, declaredMatches, sniffFileType } from './sniffFileType';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');

describe('sniffFileType', () => {
  it('knows the three accepted types by their bytes', () => {
    expect(acceptedType(sniffFileType(JPEG), JPEG)).toBe('image/jpeg');
    expect(acceptedType(sniffFileType(PNG), PNG)).toBe('image/png');
    expect(acceptedType(sniffFileType(PDF), PDF)).toBe('application/pdf');
  });

  it('refuses what reads as two types, or as none, or a PDF header that is not first', () => {
    const jpegPdf = Buffer.concat([JPEG, Buffer.from('%PDF-1.4')]);
    expect(sniffFileType(jpegPdf).types).toEqual(['image/jpeg', 'application/pdf']);
    expect(acceptedType(sniffFileType(jpegPdf), jpegPdf)).toBeNull();
    const pngHtml = Buffer.concat([PNG, Buffer.from('<html><script>x</script>')]);
    expect(acceptedType(sniffFileType(pngHtml), pngHtml)).toBeNull();
    // A ZIP appended to a PDF: its end record (22 bytes, no comment) closes the file.
    const zipEnd = Buffer.concat([Buffer.from('PK\u0005\u0006', 'latin1'), Buffer.alloc(18)]);
    const pdfZip = Buffer.concat([PDF, Buffer.from('PK\u0003\u0004', 'latin1'), zipEnd]);
    expect(acceptedType(sniffFileType(pdfZip), pdfZip)).toBeNull();
    // A local-header signature deep inside a large file is data, not an archive.
    const bigJpeg = Buffer.concat([JPEG, Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(70_000)]);
    expect(acceptedType(sniffFileType(bigJpeg), bigJpeg)).toBe('image/jpeg');
    const late = Buffer.concat([Buffer.from('junk '), PDF]);
    expect(acceptedType(sniffFileType(late), late)).toBeNull();
    expect(sniffFileType(Buffer.from('GIF89a')).types).toEqual([]);
  });

  it('checks the declared name and type against the bytes', () => {
    expect(declaredMatches('image/png', 'scan.png', 'image/png')).toBe(true);
    expect(declaredMatches('image/jpeg', 'IMG_1.JPEG', 'image/jpeg')).toBe(true);
    expect(declaredMatches('image/png', 'scan.pdf', 'application/pdf')).toBe(false);
    expect(declaredMatches('image/png', 'scan.png', 'application/pdf')).toBe(false);
    expect(declaredMatches('application/pdf', 'statement', 'application/pdf')).toBe(false);
  });
});
