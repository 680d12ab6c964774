import { hiddenCharacterProblem } from './textRules';

describe('hiddenCharacterProblem', () => {
  it('refuses the bidi overrides, embeddings and isolates (Trojan Source)', () => {
    expect(hiddenCharacterProblem('invoice\u202Etxt.exe')).toBe('bidiControl'); // RLO: shows as "invoiceexe.txt"
    expect(hiddenCharacterProblem('\u202Dleft')).toBe('bidiControl'); // LRO
    for (const c of ['\u202A', '\u202B', '\u202C']) expect(hiddenCharacterProblem(`a${c}b`)).toBe('bidiControl'); // LRE, RLE, PDF
    expect(hiddenCharacterProblem('pay \u2066100\u2069')).toBe('bidiControl'); // LRI … PDI
    for (const c of ['\u2067', '\u2068', '\u2069']) expect(hiddenCharacterProblem(`a${c}b`)).toBe('bidiControl'); // RLI, FSI, PDI
  });

  it('refuses the direction marks LRM, RLM and ALM', () => {
    for (const c of ['\u200E', '\u200F', '\u061C']) expect(hiddenCharacterProblem(`10${c}0`)).toBe('bidiControl');
  });

  it('refuses lone surrogates, high or low, anywhere', () => {
    expect(hiddenCharacterProblem('\uD800')).toBe('loneSurrogate');
    expect(hiddenCharacterProblem('abc\uDC00')).toBe('loneSurrogate');
    expect(hiddenCharacterProblem('\uDBFFx')).toBe('loneSurrogate');
    // A low surrogate before a high one is two lone halves, not a pair.
    expect(hiddenCharacterProblem('\uDE00\uD83D')).toBe('loneSurrogate');
  });

  it('refuses invisible characters that make two names look alike', () => {
    for (const c of ['\u200B', '\u2060', '\u2063', '\u206A', '\uFEFF']) expect(hiddenCharacterProblem(`Ali${c}ce`)).toBe('invisibleCharacter');
  });

  it('accepts plain ASCII, Arabic, Hindi, Chinese and emoji, ZWJ sequences included', () => {
    for (const text of [
      'Alice (cold wallet) #2',
      'محفظة أحمد 2024',
      'राम क्ष्\u200Dत्र', // Devanagari with a ZWJ
      'می\u200Cخواهم', // Persian with a ZWNJ
      '张三的钱包',
      '👩\u200D💻 family 👨\u200D👩\u200D👧\u200D👦 🏳\uFE0F\u200D🌈 👍🏽',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', // tag sequence
      '',
    ]) {
      expect(hiddenCharacterProblem(text)).toBeNull();
    }
  });
});
