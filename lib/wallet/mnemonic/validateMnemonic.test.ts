/** @jest-environment node */
import { validateMnemonic } from './validateMnemonic';

// BIP-39 reference vectors (English, trezor/python-mnemonic vectors.json).
const VECTORS = [
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  'legal winner thank year wave sausage worth useful legal winner thank yellow',
  'letter advice cage absurd amount doctor acoustic avoid letter advice cage above',
  'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong',
];
const TEST_PHRASE = 'test test test test test test test test test test test junk';

describe('validateMnemonic', () => {
  it.each(VECTORS)('accepts %s', (mnemonic) => {
    expect(validateMnemonic(mnemonic)).toEqual({ ok: true, mnemonic });
  });

  it('normalises case, spacing and the 12-box form', () => {
    expect(validateMnemonic(`  ${TEST_PHRASE.toUpperCase().replaceAll(' ', '\u3000 ')}\n`)).toEqual({ ok: true, mnemonic: TEST_PHRASE });
    expect(validateMnemonic(TEST_PHRASE.split(' ').map((word) => ` ${word} `))).toEqual({ ok: true, mnemonic: TEST_PHRASE });
  });

  it('needs exactly 12 words', () => {
    expect(validateMnemonic('')).toEqual({ ok: false, reason: 'incomplete', wordCount: 0 });
    expect(validateMnemonic('test test test')).toEqual({ ok: false, reason: 'incomplete', wordCount: 3 });
    expect(validateMnemonic(`${TEST_PHRASE} test`)).toEqual({ ok: false, reason: 'incomplete', wordCount: 13 });
    // A 24-word phrase is valid BIP-39 but not a wallet this product creates (SPEC §9: 12 words).
    expect(validateMnemonic(`${VECTORS[0]} ${VECTORS[0]}`)).toMatchObject({ ok: false, reason: 'incomplete', wordCount: 24 });
  });

  it('counts an empty box as incomplete rather than shifting the words', () => {
    const boxes = TEST_PHRASE.split(' ');
    boxes[5] = '  ';
    expect(validateMnemonic(boxes)).toEqual({ ok: false, reason: 'incomplete', wordCount: 11 });
  });

  it('names the first unknown word and all of them', () => {
    const words = TEST_PHRASE.split(' ');
    words[2] = 'tset';
    words[9] = 'bitcoin';
    expect(validateMnemonic(words.join(' '))).toEqual({ ok: false, reason: 'unknownWord', index: 2, indices: [2, 9] });
  });

  it('reports a bad checksum when every word is known', () => {
    expect(validateMnemonic('abandon '.repeat(12))).toEqual({ ok: false, reason: 'checksum' });
    // Two words swapped.
    expect(validateMnemonic('legal winner thank year wave sausage worth useful legal winner yellow thank')).toEqual({ ok: false, reason: 'checksum' });
  });
});
