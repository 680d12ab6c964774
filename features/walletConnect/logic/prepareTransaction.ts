import { type Address, getAddress, type Hex, isAddress } from 'viem';
import { REJECTIONS, RequestRejection } from './rejections';

/**
 * A dapp's transaction as the wallet will sign it (SPEC §3): `gas` renamed `gasLimit`, `from`
 * removed (the signer is always the active account, checked separately), quantities as bigint.
 * Fields the dapp left out are filled in when signing (nonce, gas, fees from the chain).
 */
export type PreparedTransaction = {
  /** Checksummed; absent for a contract creation. */
  to?: Address;
  value?: bigint;
  data?: Hex;
  gasLimit?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: number;
  chainId?: number;
};

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/**
 * Reads an `eth_sendTransaction` / `eth_signTransaction` parameter object. Quantities are JSON-RPC
 * hex quantities (`"0x5208"`); plain non-negative safe integers are accepted too, since some
 * dapps send them. `input` is accepted for `data` (newer JSON-RPC name). Unknown fields are ignored.
 *
 * @example prepareTransaction({ from: '0xf39f…', to: '0x7099…', gas: '0x5208', value: '0xde0b6b3a7640000' })
 * // { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', gasLimit: 21000n, value: 1000000000000000000n }
 * @throws {RequestRejection} 'Failed or Rejected Request' with a detail naming the malformed field.
 */
export function prepareTransaction(params: unknown): PreparedTransaction {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) malformed('the transaction is not an object');
  const tx = params as Record<string, unknown>;
  const prepared: PreparedTransaction = {};

  if (tx.to !== undefined && tx.to !== null) {
    if (typeof tx.to !== 'string' || !isAddress(tx.to)) malformed('to is not an address');
    prepared.to = getAddress(tx.to);
  }
  const data = sameIfBoth('data', readData(tx.data, 'data'), readData(tx.input, 'input'));
  if (data !== undefined) prepared.data = data;
  if (prepared.to === undefined && (data === undefined || data === '0x')) malformed('a transaction without to must carry contract code in data');

  const value = quantity(tx.value, 'value');
  if (value !== undefined) prepared.value = value;
  const gasLimit = sameIfBoth('gas', quantity(tx.gas, 'gas'), quantity(tx.gasLimit, 'gasLimit'));
  if (gasLimit !== undefined) prepared.gasLimit = gasLimit;

  const gasPrice = quantity(tx.gasPrice, 'gasPrice');
  const maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas');
  const maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas');
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) {
    malformed('gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas');
  }
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas) {
    malformed('maxPriorityFeePerGas is above maxFeePerGas');
  }
  if (gasPrice !== undefined) prepared.gasPrice = gasPrice;
  if (maxFeePerGas !== undefined) prepared.maxFeePerGas = maxFeePerGas;
  if (maxPriorityFeePerGas !== undefined) prepared.maxPriorityFeePerGas = maxPriorityFeePerGas;

  const nonce = quantity(tx.nonce, 'nonce');
  if (nonce !== undefined) prepared.nonce = toSafeNumber(nonce, 'nonce');
  const chainId = quantity(tx.chainId, 'chainId');
  if (chainId !== undefined) prepared.chainId = toSafeNumber(chainId, 'chainId');
  return prepared;
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && HEX_QUANTITY.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  malformed(`${field} is not a hex quantity`);
}

function readData(value: unknown, field: string): Hex | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !HEX_DATA.test(value)) malformed(`${field} is not hex data`);
  return value.toLowerCase() as Hex;
}

/** For a field with two names (gas/gasLimit, data/input): either, or both when they agree. */
function sameIfBoth<T>(field: string, a: T | undefined, b: T | undefined): T | undefined {
  if (a !== undefined && b !== undefined && a !== b) malformed(`${field} is given twice with different values`);
  return a ?? b;
}

function toSafeNumber(value: bigint, field: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) malformed(`${field} is too large`);
  return Number(value);
}

function malformed(detail: string): never {
  throw new RequestRejection(REJECTIONS.failedOrRejected, detail);
}
