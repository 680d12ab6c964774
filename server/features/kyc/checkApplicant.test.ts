import { testConfig } from '../../testing/testApp';
import { ageOn, checkApplicant } from './checkApplicant';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageOn', () => {
  it('counts whole years to the day', () => {
    expect(ageOn('2008-11-24', day('2026-11-24'))).toBe(18);
    expect(ageOn('2008-11-25', day('2026-11-24'))).toBe(17);
    expect(ageOn('1990-04-21', day('2026-11-24'))).toBe(36);
  });

  it('turns someone born on 29 February a year older on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', day('2026-02-28'))).toBe(17);
    expect(ageOn('2008-02-29', day('2026-03-01'))).toBe(18);
    expect(ageOn('2008-02-29', day('2028-02-29'))).toBe(20);
  });

  it('refuses dates that do not exist, lie ahead or are implausibly old', () => {
    expect(ageOn('1990-02-30', day('2026-11-24'))).toBeNull();
    expect(ageOn('1990-13-01', day('2026-11-24'))).toBeNull();
    expect(ageOn('2026-11-25', day('2026-11-24'))).toBeNull();
    expect(ageOn('1850-01-01', day('2026-11-24'))).toBeNull();
  });
});

describe('checkApplicant', () => {
  const config = testConfig({ KYC_REFUSED_COUNTRIES: 'KP,IR' });
  const base = { level: 1 as const, country: 'US', firstName: 'Ann', surname: 'Lee', birthDate: '1990-01-01', idType: 'stateId', idNumber: 'D1234567' };

  it('passes a complete application and refuses, in order, a missing field, a foreign ID type, a minor and a listed country', () => {
    expect(() => checkApplicant(config, base, day('2026-11-24'))).not.toThrow();
    expect(() => checkApplicant(config, { ...base, level: 2, idFront: 'x' }, day('2026-11-24'))).toThrow(expect.objectContaining({ params: { field: 'idBack', level: 2 } }));
    expect(() => checkApplicant(config, { ...base, idType: 'nric' }, day('2026-11-24'))).toThrow(/not accepted for the country/);
    expect(() => checkApplicant(config, { ...base, birthDate: '2010-01-01' }, day('2026-11-24'))).toThrow(/aged 18 or over/);
    expect(() => checkApplicant(config, { ...base, country: 'KP', idType: 'passport' }, day('2026-11-24'))).toThrow(/residents of KP/);
  });
});
