/** @jest-environment node */
import { encodeFunctionData, erc20Abi, stringToHex } from 'viem';
import { REQUEST_METHODS } from './requestMethods';
import { mailTypedData } from './testing/typedDataFixtures';
import { validateRequest } from './validateRequest';
import type { WalletConnectRequest } from './walletConnectRequest';

const ACTIVE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DIGEST = `0x${'ab'.repeat(32)}` as const;
const context = { activeAddress: ACTIVE, chainId: 1 };
const request = (method: string, params: unknown, id = 1_700_000_000_000_001): WalletConnectRequest => ({ id, jsonrpc: '2.0', method, params });
const tx = (fields: Record<string, unknown> = {}) => ({ from: ACTIVE, to: OTHER, value: '0x1', gas: '0x5208', ...fields });

/** A valid request of every method, with its requesting address in the right place. */
const validRequests = (address: string): Record<keyof typeof REQUEST_METHODS, WalletConnectRequest> => ({
  eth_sendTransaction: request('eth_sendTransaction', [tx({ from: address })]),
  eth_signTransaction: request('eth_signTransaction', [tx({ from: address })]),
  eth_sign: request('eth_sign', [address, DIGEST]),
  personal_sign: request('personal_sign', [stringToHex('Hello'), address]),
  eth_signTypedData: request('eth_signTypedData', [address, JSON.stringify(mailTypedData())]),
  eth_signTypedData_v4: request('eth_signTypedData_v4', [address, JSON.stringify(mailTypedData())]),
});

describe('the method registry', () => {
  it('declares the approval screen of every supported method (SPEC §7) in one place', () => {
    const screens = Object.fromEntries(Object.entries(REQUEST_METHODS).map(([method, entry]) => [method, entry.screen]));
    expect(screens).toEqual({
      eth_sendTransaction: 'transaction',
      eth_signTransaction: 'transaction',
      eth_sign: 'dangerousSign',
      personal_sign: 'message',
      eth_signTypedData: 'typedData',
      eth_signTypedData_v4: 'typedData',
    });
  });
});

describe('validateRequest', () => {
  it.each(Object.entries(validRequests(ACTIVE)))('accepts %s for the active address', (method, req) => {
    const result = validateRequest(req, context);
    expect(result).toMatchObject({ ok: true, request: { id: req.id, method, screen: REQUEST_METHODS[method as keyof typeof REQUEST_METHODS].screen } });
  });

  it.each(Object.entries(validRequests(ACTIVE.toLowerCase())))('compares addresses case-insensitively (%s, lower case)', (_method, req) => {
    expect(validateRequest(req, context).ok).toBe(true);
    expect(validateRequest(req, { ...context, activeAddress: ACTIVE.toUpperCase().replace('0X', '0x') }).ok).toBe(true);
  });

  it.each(Object.entries(validRequests(OTHER)))("refuses %s for another address with the spec's text", (_method, req) => {
    expect(validateRequest(req, context)).toEqual({
      ok: false,
      id: req.id,
      message: 'Address requested does not match active account',
      detail: `the request is for ${OTHER}`,
    });
  });

  it('finds the address where each method keeps it: eth_sign first, personal_sign second, typed data first', () => {
    // The active address in the other slot does not count.
    expect(validateRequest(request('eth_sign', [DIGEST, ACTIVE]), context)).toMatchObject({ ok: false, message: 'Address requested does not match active account' });
    expect(validateRequest(request('personal_sign', [ACTIVE, stringToHex('Hello')]), context)).toMatchObject({ ok: false, message: 'Address requested does not match active account' });
    expect(validateRequest(request('eth_signTypedData_v4', [JSON.stringify(mailTypedData()), ACTIVE]), context)).toMatchObject({ ok: false, message: 'Address requested does not match active account' });
  });

  it('refuses a request that names no address, or arrives with no active account', () => {
    expect(validateRequest(request('eth_sendTransaction', [{ to: OTHER, value: '0x1' }]), context)).toMatchObject({ ok: false, message: 'Address requested does not match active account', detail: 'the request names no address' });
    expect(validateRequest(request('eth_sign', ['0x1234', DIGEST]), context)).toMatchObject({ ok: false, message: 'Address requested does not match active account' });
    expect(validateRequest(request('personal_sign', ['0x00']), context)).toMatchObject({ ok: false, message: 'Address requested does not match active account' });
    expect(validateRequest(validRequests(ACTIVE).personal_sign, { activeAddress: null, chainId: 1 })).toMatchObject({ ok: false, message: 'Address requested does not match active account', detail: 'no active account' });
  });

  it.each(['eth_accounts', 'wallet_addEthereumChain', 'eth_signTypedData_v3', 'toString', '__proto__', 'constructor'])('refuses the unsupported method %s', (method) => {
    expect(validateRequest(request(method, [ACTIVE]), context)).toMatchObject({ ok: false, message: 'JSON RPC method not supported' });
  });

  it('refuses params that are not a list', () => {
    expect(validateRequest(request('personal_sign', { message: '0x00', address: ACTIVE }), context)).toMatchObject({ ok: false, message: 'Failed or Rejected Request', detail: 'params is not a list' });
    expect(validateRequest(request('personal_sign', undefined), context)).toMatchObject({ ok: false, message: 'Failed or Rejected Request' });
  });

  describe('transactions', () => {
    it('hands the screen the prepared transaction (gas → gasLimit, no from) and the decoded ERC-20 call', () => {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 25n] });
      const result = validateRequest(request('eth_sendTransaction', [tx({ data, value: undefined })]), context);
      expect(result).toEqual({
        ok: true,
        request: {
          id: 1_700_000_000_000_001,
          method: 'eth_sendTransaction',
          screen: 'transaction',
          payload: { transaction: { to: OTHER, gasLimit: 21000n, data }, knownCall: { kind: 'erc20Transfer', to: OTHER, amount: 25n } },
        },
      });
    });

    it('accepts the session chain and refuses another with its own text', () => {
      expect(validateRequest(request('eth_sendTransaction', [tx({ chainId: '0x1' })]), context).ok).toBe(true);
      expect(validateRequest(request('eth_signTransaction', [tx({ chainId: '0x38' })]), context)).toMatchObject({
        ok: false,
        message: 'Chain requested does not match active chain',
        detail: "transaction chainId 56 is not the session's 1",
      });
      expect(validateRequest(request('eth_sendTransaction', [tx({ chainId: 1 })]), { ...context, chainId: 56 })).toMatchObject({ ok: false, message: 'Chain requested does not match active chain' });
    });

    it('refuses malformed transactions', () => {
      expect(validateRequest(request('eth_sendTransaction', [tx({ value: '12' })]), context)).toMatchObject({ ok: false, message: 'Failed or Rejected Request', detail: 'value is not a hex quantity' });
      expect(validateRequest(request('eth_sendTransaction', []), context)).toMatchObject({ ok: false, message: 'Address requested does not match active account' });
    });
  });

  describe('messages', () => {
    it('personal_sign: hex is signed as bytes and shown as text when it is text; other text as is', () => {
      expect(validateRequest(request('personal_sign', [stringToHex('Hello'), ACTIVE]), context)).toMatchObject({
        ok: true,
        request: { payload: { message: { raw: stringToHex('Hello') }, display: { kind: 'text', text: 'Hello' } } },
      });
      expect(validateRequest(request('personal_sign', ['Hello', ACTIVE]), context)).toMatchObject({
        ok: true,
        request: { payload: { message: 'Hello', display: { kind: 'text', text: 'Hello' } } },
      });
      expect(validateRequest(request('personal_sign', [42, ACTIVE]), context)).toMatchObject({ ok: false, message: 'Failed or Rejected Request', detail: 'personal_sign message is not a string' });
    });

    it('eth_sign: only a 32-byte digest, shown behind the danger screen', () => {
      expect(validateRequest(request('eth_sign', [ACTIVE, DIGEST.toUpperCase().replace('0X', '0x')]), context)).toMatchObject({ ok: true, request: { screen: 'dangerousSign', payload: { hash: DIGEST } } });
      for (const message of ['0x1234', stringToHex('Hello'), 'Hello', 7]) {
        expect(validateRequest(request('eth_sign', [ACTIVE, message]), context)).toMatchObject({ ok: false, message: 'Failed or Rejected Request', detail: 'eth_sign message is not a 32-byte hex digest' });
      }
    });
  });

  describe('typed data', () => {
    it('hands the screen the parsed typed data and its tree', () => {
      const result = validateRequest(request('eth_signTypedData_v4', [ACTIVE, JSON.stringify(mailTypedData())]), context);
      if (!result.ok || result.request.method !== 'eth_signTypedData_v4') throw new Error('expected a valid typed-data request');
      expect(result.request.payload.typedData.primaryType).toBe('Mail');
      expect(result.request.payload.tree.message.map((n) => n.name)).toEqual(['from', 'to', 'contents']);
    });

    it('refuses a domain chainId other than the session chain, in any notation', () => {
      for (const chainId of [56, '56', '0x38']) {
        expect(validateRequest(request('eth_signTypedData', [ACTIVE, JSON.stringify(mailTypedData(chainId))]), context)).toMatchObject({
          ok: false,
          message: 'Chain requested does not match active chain',
        });
      }
      expect(validateRequest(request('eth_signTypedData', [ACTIVE, JSON.stringify(mailTypedData('0x38'))]), { ...context, chainId: 56 }).ok).toBe(true);
    });

    it('accepts a domain without chainId', () => {
      const data = mailTypedData();
      const { chainId: _chainId, ...domain } = data.domain;
      const types = { ...data.types, EIP712Domain: data.types.EIP712Domain.filter((f) => f.name !== 'chainId') };
      expect(validateRequest(request('eth_signTypedData_v4', [ACTIVE, { ...data, domain, types }]), context).ok).toBe(true);
    });

    it('refuses typed data that is not JSON or not EIP-712', () => {
      expect(validateRequest(request('eth_signTypedData_v4', [ACTIVE, '{oops']), context)).toMatchObject({ ok: false, message: 'Failed or Rejected Request', detail: 'typed data is not JSON' });
      expect(validateRequest(request('eth_signTypedData_v4', [ACTIVE]), context)).toMatchObject({ ok: false, message: 'Failed or Rejected Request' });
    });
  });
});
