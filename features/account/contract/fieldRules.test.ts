import {
  checkAccountName,
  checkCaptcha,
  checkCode,
  checkInvite,
  checkNewPassword,
  checkRepeat,
  checkSecondEntry,
  checkSixDigits,
  phoneOf,
} from './fieldRules';

describe('field rules', () => {
  it('joins the calling code and the national number into E.164', () => {
    expect(phoneOf('86', '138 0013 8000')).toEqual({ phone: '+8613800138000' });
    expect(phoneOf('44', '07700 900123')).toEqual({ phone: '+447700900123' });
    expect(phoneOf('86', '')).toEqual({ problem: 'phoneRequired' });
    expect(phoneOf('86', '123')).toEqual({ problem: 'phoneInvalid' });
    expect(phoneOf('86', '138abc00138000')).toEqual({ problem: 'phoneInvalid' });
  });

  it('asks a new password for 8+ characters with a letter and a digit', () => {
    expect(checkNewPassword('')).toBe('passwordRequired');
    expect(checkNewPassword('abcdefgh')).toBe('passwordRule');
    expect(checkNewPassword('abc123')).toBe('passwordRule');
    expect(checkNewPassword('abcd1234')).toBeNull();
  });

  it('checks the repeated password', () => {
    expect(checkRepeat('abcd1234', '')).toBe('repeatRequired');
    expect(checkRepeat('abcd1234', 'abcd12345')).toBe('passwordsMismatch');
    expect(checkRepeat('abcd1234', 'abcd1234')).toBeNull();
  });

  it('needs a captcha and 6-digit codes', () => {
    expect(checkCaptcha('  ')).toBe('captchaRequired');
    expect(checkCaptcha('x7k2')).toBeNull();
    expect(checkCode('')).toBe('codeRequired');
    expect(checkCode('12345')).toBe('codeInvalid');
    expect(checkCode(' 123456 ')).toBeNull();
  });

  it('takes an empty or well-formed invite code', () => {
    expect(checkInvite('')).toBeNull();
    expect(checkInvite('AB12CD')).toBeNull();
    expect(checkInvite('AB1')).toBe('inviteInvalid');
    expect(checkInvite('AB-12CD')).toBe('inviteInvalid');
  });

  it('needs 6 digits entered twice the same', () => {
    expect(checkSixDigits('12345')).toBe('sixDigits');
    expect(checkSixDigits('123456')).toBeNull();
    expect(checkSecondEntry('123456', '12345')).toBe('sixDigits');
    expect(checkSecondEntry('123456', '654321')).toBe('entriesMismatch');
    expect(checkSecondEntry('123456', '123456')).toBeNull();
  });

  it('takes an account name of 1 to 32 characters without control characters', () => {
    expect(checkAccountName(' ')).toBe('nameRequired');
    expect(checkAccountName('Alice')).toBeNull();
    expect(checkAccountName('a'.repeat(33))).toBe('nameInvalid');
    expect(checkAccountName('a\u0007b')).toBe('nameInvalid');
  });

  it('asks an account name for a letter of some script, as the server does: not "-1"', () => {
    for (const name of ['-1', '007', '...', '١٢٣']) expect(checkAccountName(name)).toBe('nameNoLetter');
    for (const name of ['Agent 007', '张三', 'محمد-1', 'สมชาย']) expect(checkAccountName(name)).toBeNull();
  });

  it('refuses an account name with text-direction controls, invisible characters or a lone surrogate, as the server does', () => {
    for (const name of ['Alice\u202E', '\u2066Bob\u2069', 'Al\u200Bice', 'Bob\uD800']) expect(checkAccountName(name)).toBe('hiddenCharacters');
    expect(checkAccountName('أحمد 👍🏽')).toBeNull();
    expect(checkAccountName('👩\u200D💻 张三')).toBeNull();
  });
});
