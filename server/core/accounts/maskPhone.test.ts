import { splitE164 } from '../../features/account/countryCallingCode';
import { maskPhone } from './maskPhone';

describe('splitE164', () => {
  it.each([
    ['+8613800138000', '86', '13800138000'],
    ['+12025550123', '1', '2025550123'],
    ['+79161234567', '7', '9161234567'],
    ['+447911123456', '44', '7911123456'],
    ['+85291234567', '852', '91234567'],
    ['+971501234567', '971', '501234567'],
    ['+61412345678', '61', '412345678'],
  ])('%s → +%s %s', (phone, countryCode, national) => {
    expect(splitE164(phone)).toEqual({ countryCode, national });
  });
});

describe('maskPhone', () => {
  it.each([
    ['+8613800138000', '+86 138****8000'],
    ['+12025550123', '+1 20****0123'],
    ['+85291234567', '+852 ****4567'],
    ['+447911123456', '+44 79****3456'],
    ['+3531234567', '+353 1****67'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('always hides at least four digits', () => {
    for (const phone of ['+8613800138000', '+12025550123', '+85291234567', '+35312345', '+123456789012345']) {
      expect((maskPhone(phone).match(/\*/g) ?? []).length).toBeGreaterThanOrEqual(4);
    }
  });
});
