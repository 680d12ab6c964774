/** @jest-environment node */
import { prepareTransaction } from './prepareTransaction';
import { RequestRejection } from './rejections';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function detailOf(params: unknown): string {
  try {
    prepareTransaction(params);
  } catch (error) {
    if (error instanceof RequestRejection) {
      expect(error.message).toBe('Failed or Rejected Request');
      return error.detail;
    }
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('prepareTransaction', () => {
  it('renames gas to gasLimit, removes from, and parses hex quantities to bigint (SPEC §3)', () => {
    const prepared = prepareTransaction({
      from: FROM,
      to: TO.toLowerCase(),
      gas: '0x5208',
      gasPrice: '0x3b9aca00',
      nonce: '0x7',
      value: '0xde0b6b3a7640000',
      data: '0xA9059CBB',
    });
    expect(prepared).toEqual({ to: TO, gasLimit: 21000n, gasPrice: 1_000_000_000n, nonce: 7, value: 10n ** 18n, data: '0xa9059cbb' });
    expect(prepared).not.toHaveProperty('from');
    expect(prepared).not.toHaveProperty('gas');
  });

  it('takes gasLimit as is, and gas with gasLimit when they agree', () => {
    expect(prepareTransaction({ to: TO, gasLimit: '0x5208' })).toEqual({ to: TO, gasLimit: 21000n });
    expect(prepareTransaction({ to: TO, gas: '0x5208', gasLimit: 21000 })).toEqual({ to: TO, gasLimit: 21000n });
    expect(detailOf({ to: TO, gas: '0x5208', gasLimit: '0x5209' })).toBe('gas is given twice with different values');
  });

  it('keeps EIP-1559 fees and the chain id, and accepts input for data', () => {
    expect(prepareTransaction({ to: TO, maxFeePerGas: '0x10', maxPriorityFeePerGas: '0x1', chainId: '0x1', input: '0x' })).toEqual({
      to: TO,
      maxFeePerGas: 16n,
      maxPriorityFeePerGas: 1n,
      chainId: 1,
      data: '0x',
    });
  });

  it('accepts a contract creation (no to) with code, with to: null too', () => {
    expect(prepareTransaction({ from: FROM, data: '0x6080' })).toEqual({ data: '0x6080' });
    expect(prepareTransaction({ to: null, data: '0x6080' })).toEqual({ data: '0x6080' });
  });

  it('accepts plain safe integers that some dapps send', () => {
    expect(prepareTransaction({ to: TO, value: 5, nonce: 0 })).toEqual({ to: TO, value: 5n, nonce: 0 });
  });

  it.each([
    ['not an object', 'tx', 'the transaction is not an object'],
    ['a list', [{ to: TO }], 'the transaction is not an object'],
    ['a bad to', { to: '0x1234' }, 'to is not an address'],
    ['a to with a wrong checksum', { to: TO.replace('C5', 'c5') }, 'to is not an address'],
    ['a decimal-string value', { to: TO, value: '1000' }, 'value is not a hex quantity'],
    ['a negative value', { to: TO, value: -1 }, 'value is not a hex quantity'],
    ['an unsafe number', { to: TO, value: 2 ** 60 }, 'value is not a hex quantity'],
    ['a bare 0x quantity', { to: TO, gas: '0x' }, 'gas is not a hex quantity'],
    ['odd-length data', { to: TO, data: '0xabc' }, 'data is not hex data'],
    ['non-hex data', { to: TO, data: 'hello' }, 'data is not hex data'],
    ['data and input that differ', { to: TO, data: '0x01', input: '0x02' }, 'data is given twice with different values'],
    ['gasPrice with EIP-1559 fees', { to: TO, gasPrice: '0x1', maxFeePerGas: '0x2' }, 'gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas'],
    ['a tip above the fee cap', { to: TO, maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' }, 'maxPriorityFeePerGas is above maxFeePerGas'],
    ['a huge nonce', { to: TO, nonce: '0xffffffffffffffffff' }, 'nonce is too large'],
    ['no to and no code', { from: FROM, value: '0x1' }, 'a transaction without to must carry contract code in data'],
  ])('refuses %s', (_name, params, detail) => {
    expect(detailOf(params)).toBe(detail);
  });
});
