import { checkIdentity } from './checkIdentity';

const base = { level: 1 as const, country: 'SG', idType: 'nric', firstName: 'Mei', surname: 'Tan', birthDate: '1990-04-21', idNumber: 'S1234567D', address: '' };

describe('checkIdentity', () => {
  it('passes a complete level-1 form', () => {
    expect(checkIdentity(base)).toEqual({});
  });

  it('asks for what each level needs', () => {
    expect(checkIdentity({ ...base, level: 2 })).toEqual({ idFront: 'fileRequired', idBack: 'fileRequired' });
    expect(checkIdentity({ ...base, level: 3, idFront: 'a', idBack: 'b', address: 'abc' })).toEqual({ address: 'addressShort', addressProof: 'fileRequired', assetProof: 'fileRequired' });
  });

  it('asks the names for a letter: not "-1"', () => {
    expect(checkIdentity({ ...base, firstName: '-1', surname: '2' })).toEqual({ firstName: 'name', surname: 'name' });
    expect(checkIdentity({ ...base, firstName: '美', surname: 'O\'Neil' })).toEqual({});
  });

  it('refuses an ID type of another country, a bad ID number and a missing date', () => {
    expect(checkIdentity({ ...base, idType: 'myNumberCard', idNumber: 'x!', birthDate: '' })).toEqual({ idType: 'idType', idNumber: 'idNumber', birthDate: 'required' });
  });
});
