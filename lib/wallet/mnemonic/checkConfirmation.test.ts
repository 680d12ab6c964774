import { checkConfirmation } from './checkConfirmation';

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('checkConfirmation', () => {
  it('accepts the right word for every asked position', () => {
    const answers = [
      { index: 1, word: 'winner' },
      { index: 4, word: 'Wave ' },
      { index: 11, word: 'yellow' },
    ];
    expect(checkConfirmation(MNEMONIC, answers, [1, 4, 11])).toEqual({ ok: true });
    expect(checkConfirmation(MNEMONIC.split(' '), answers)).toEqual({ ok: true });
  });

  it('fails with the spec text and the wrong positions', () => {
    expect(checkConfirmation(MNEMONIC, [{ index: 1, word: 'wave' }, { index: 4, word: 'wave' }], [1, 4])).toEqual({
      ok: false,
      error: 'Validation error',
      wrong: [1],
    });
  });

  it('fails when an asked position is not answered', () => {
    expect(checkConfirmation(MNEMONIC, [{ index: 1, word: 'winner' }], [1, 4])).toEqual({ ok: false, error: 'Validation error', wrong: [4] });
  });

  it('never succeeds on no answers or on positions outside the phrase', () => {
    expect(checkConfirmation(MNEMONIC, [])).toMatchObject({ ok: false });
    expect(checkConfirmation(MNEMONIC, [{ index: 12, word: 'yellow' }])).toMatchObject({ ok: false, wrong: [12] });
    expect(checkConfirmation(MNEMONIC, [{ index: -1, word: 'legal' }])).toMatchObject({ ok: false });
  });

  it('fails when one position gets two different answers', () => {
    expect(checkConfirmation(MNEMONIC, [{ index: 0, word: 'legal' }, { index: 0, word: 'thank' }])).toMatchObject({ ok: false, wrong: [0] });
  });
});
