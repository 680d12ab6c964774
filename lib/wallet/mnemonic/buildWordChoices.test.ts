import { buildWordChoices } from './buildWordChoices';

const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('buildWordChoices', () => {
  it('offers the right word among distinct others for each asked position', () => {
    const questions = buildWordChoices(PHRASE, [0, 4, 11]);
    const words = PHRASE.split(' ');
    expect(questions.map((q) => q.index)).toEqual([0, 4, 11]);
    for (const q of questions) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.options).toContain(words[q.index]);
      for (const option of q.options) expect(words).toContain(option);
    }
  });

  it('fills from the fillers when the phrase repeats its words', () => {
    const test = 'test test test test test test test test test test test junk';
    const [q] = buildWordChoices(test, [11], { fillers: ['abandon', 'ability', 'able', 'junk'] });
    expect(q.options.sort()).toEqual(['abandon', 'ability', 'able', 'junk', 'test'].filter((w) => q.options.includes(w)).sort());
    expect(q.options).toContain('junk');
    expect(q.options).toContain('test');
    expect(new Set(q.options).size).toBe(4);
    expect(() => buildWordChoices(test, [0])).toThrow(RangeError);
  });

  it('shuffles with the given randomness', () => {
    const first = buildWordChoices(PHRASE, [2], { random: () => 0 });
    const second = buildWordChoices(PHRASE, [2], { random: () => 0.999 });
    expect(first[0].options).toContain('thank');
    expect(second[0].options).toContain('thank');
    expect(first[0].options).not.toEqual(second[0].options);
  });
});
