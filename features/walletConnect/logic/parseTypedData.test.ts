/** @jest-environment node */
import { hashTypedData } from 'viem';
import { parseTypedData } from './parseTypedData';
import { RequestRejection } from './rejections';
import { MAIL_HASH, mailTypedData, permitBatchTypedData } from './testing/typedDataFixtures';

function detailOf(value: unknown): string {
  try {
    parseTypedData(value);
  } catch (error) {
    if (error instanceof RequestRejection) {
      expect(error.message).toBe('Failed or Rejected Request');
      return error.detail;
    }
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('parseTypedData', () => {
  it('parses JSON text (SPEC §5), removes EIP712Domain, and hashes as EIP-712 says', () => {
    const parsed = parseTypedData(JSON.stringify(mailTypedData()));
    expect(Object.keys(parsed.types).sort()).toEqual(['Mail', 'Person']);
    expect(parsed.primaryType).toBe('Mail');
    expect(hashTypedData(parsed as Parameters<typeof hashTypedData>[0])).toBe(MAIL_HASH);
  });

  it('takes an object as is, and a chainId given as hex or decimal text as a number', () => {
    expect(parseTypedData(mailTypedData('0x1')).domain.chainId).toBe(1);
    expect(parseTypedData(mailTypedData('1')).domain.chainId).toBe(1);
    expect(hashTypedData(parseTypedData(mailTypedData('0x1')) as Parameters<typeof hashTypedData>[0])).toBe(MAIL_HASH);
  });

  it('accepts typed data without EIP712Domain, with arrays of structs and decimal-string amounts', () => {
    const parsed = parseTypedData(permitBatchTypedData());
    expect(parsed.domain).toEqual({ name: 'Token', version: '1', chainId: 1 });
  });

  it('refuses an EIP712Domain declaration other than the domain fields in canonical order', () => {
    const reordered = mailTypedData();
    reordered.types.EIP712Domain = [reordered.types.EIP712Domain[2], ...reordered.types.EIP712Domain.filter((_, i) => i !== 2)];
    expect(detailOf(reordered)).toBe('types.EIP712Domain does not match the domain fields in canonical order');
    const missing = mailTypedData();
    missing.types.EIP712Domain = missing.types.EIP712Domain.slice(0, 3);
    expect(detailOf(missing)).toBe('types.EIP712Domain does not match the domain fields in canonical order');
  });

  it.each([
    ['text that is not JSON', '{types', 'typed data is not JSON'],
    ['a v1-style list', JSON.stringify([{ type: 'string', name: 'm', value: 'hi' }]), 'typed data is not an object'],
    ['no types', { ...mailTypedData(), types: undefined }, 'types is not an object'],
    ['no primaryType', { ...mailTypedData(), primaryType: undefined }, 'primaryType is missing'],
    ['a primaryType not in types', { ...mailTypedData(), primaryType: 'Letter' }, 'primaryType Letter is not in types'],
    ['a message that is not an object', { ...mailTypedData(), message: 'hi' }, 'message is not an object'],
    ['a bad field list', { ...mailTypedData(), types: { ...mailTypedData().types, Person: [{ name: 'name' }] } }, 'type Person is not a list of { name, type }'],
    ['an unknown domain field', { ...mailTypedData(), domain: { ...mailTypedData().domain, extra: 1 } }, 'domain has an unknown field extra'],
    ['a bad chainId', mailTypedData('one'), 'domain.chainId is not a chain id'],
    ['a bad verifyingContract', { ...mailTypedData(), domain: { ...mailTypedData().domain, verifyingContract: '0x12' } }, 'domain.verifyingContract is not an address'],
    ['a missing nested field', { ...mailTypedData(), message: { ...mailTypedData().message, to: { name: 'Bob' } } }, 'Mail.to.wallet is missing'],
    ['an array item missing a field', { ...permitBatchTypedData(), message: { ...permitBatchTypedData().message, spenders: [{ spender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '1' }] } }, 'Permit.spenders[0].active is missing'],
  ])('refuses %s', (_name, value, detail) => {
    expect(detailOf(value)).toBe(detail);
  });

  it('refuses values that do not fit their types', () => {
    const badAddress = { ...mailTypedData(), message: { ...mailTypedData().message, to: { name: 'Bob', wallet: '0x1234' } } };
    expect(detailOf(badAddress)).toMatch(/^typed data does not match its types: Address "0x1234" is invalid/);
    const notANumber = permitBatchTypedData();
    notANumber.message.deadline = 'soon' as unknown as number;
    expect(detailOf(notANumber)).toMatch(/^typed data does not match its types/);
  });
});
