import { fromBase64 } from './fromBase64';
import { toBase64 } from './toBase64';

describe('toBase64 / fromBase64', () => {
  it('writes padded standard base64 and reads it back, for every byte value and length', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const length of [0, 1, 2, 3, 4, 16, 255, 256]) {
      const bytes = all.slice(0, length);
      const text = toBase64(bytes);
      expect(text.length % 4).toBe(0);
      expect(Array.from(fromBase64(text)!)).toEqual(Array.from(bytes));
    }
    expect(toBase64(new Uint8Array([1, 2, 3]))).toBe('AQID');
    expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
  });

  it('refuses what is not strict base64 instead of throwing', () => {
    for (const text of ['AQI', 'AQI=x', 'AQ ID', '-_8=', 'AQ==AQ==', '====', 'é']) expect(fromBase64(text)).toBeNull();
    expect(fromBase64('')).toEqual(new Uint8Array(0));
  });
});
