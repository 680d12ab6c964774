import { checkMemo } from './checkMemo';

describe('checkMemo', () => {
  it('takes no memo, or up to 100 characters in any script, emoji sequences included', () => {
    for (const memo of ['', '   ', 'lunch', 'm'.repeat(100), 'شكرا 谢谢 धन्यवाद 👩\u200D👩\u200D👦']) expect(checkMemo(memo)).toBeNull();
  });

  it('refuses more than 100 characters, blank space around them not counting', () => {
    expect(checkMemo(` ${'m'.repeat(100)} `)).toBeNull();
    expect(checkMemo('m'.repeat(101))).toBe('tooLong');
  });

  it('refuses text-direction controls, invisible characters and a lone surrogate, as the server does', () => {
    for (const memo of ['refund \u202E0001', 'pay \u2067100\u2069', '10\u200E0', 'hi\u200B', 'hi\uD83D']) expect(checkMemo(memo)).toBe('hiddenCharacters');
  });
});
