import { ConfigError } from '../../configError';
import { parseWholeNumber } from './parseWholeNumber';
import { wholeNumberSetting } from './wholeNumberSetting';

describe('parseWholeNumber', () => {
  it('gives the fallback when unset and the number within the bounds', () => {
    expect(parseWholeNumber('N', null, 7, { min: 1, max: 10 })).toBe(7);
    expect(parseWholeNumber('N', '1', 7, { min: 1, max: 10 })).toBe(1);
    expect(parseWholeNumber('N', '10', 7, { min: 1, max: 10 })).toBe(10);
  });

  it.each(['0', '11', '1.5', '-1', '1e1', 'ten', ''])('refuses %j, naming the variable and the range', (value) => {
    expect(() => parseWholeNumber('N', value, 7, { min: 1, max: 10 })).toThrow(new ConfigError('N', `expected a whole number 1-10, got "${value}"`));
  });

  it('takes 0 as off when the rule says so, and words the message as told', () => {
    expect(parseWholeNumber('J', '0', 60, { min: 5, max: 3600, zeroTurnsOff: true })).toBe(0);
    expect(() => parseWholeNumber('J', '4', 60, { min: 5, max: 3600, zeroTurnsOff: true, tail: 'or 0' })).toThrow('J: expected a whole number 5-3600 or 0, got "4"');
    expect(() => parseWholeNumber('M', '0', 5, { min: 1, max: 1440, words: 'whole minutes' })).toThrow('M: expected whole minutes 1-1440, got "0"');
  });
});

describe('wholeNumberSetting', () => {
  it('declares the default and range the parser enforces', () => {
    const setting = wholeNumberSetting({ name: 'JOB_SECONDS', fallback: 60, min: 5, max: 3600, zeroTurnsOff: true, unit: 's', description: 'How often' });
    expect(setting).toMatchObject({ name: 'JOB_SECONDS', default: '60', range: '5-3600 s; 0: off in this process', secret: false, description: 'How often' });
    expect(setting.read(() => null)).toBe(60);
    expect(setting.read(() => '0')).toBe(0);
    expect(() => setting.read(() => '3601')).toThrow(ConfigError);
  });
});
