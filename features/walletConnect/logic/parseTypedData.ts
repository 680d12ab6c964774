import { getTypesForEIP712Domain, hashTypedData, isAddress, type TypedDataDomain } from 'viem';
import { REJECTIONS, RequestRejection } from './rejections';

export type TypedDataField = { name: string; type: string };

/** EIP-712 typed data, checked, as viem's `signTypedData` takes it (no `EIP712Domain` in `types`). */
export type ParsedTypedData = {
  domain: TypedDataDomain;
  types: Record<string, TypedDataField[]>;
  primaryType: string;
  message: Record<string, unknown>;
};

const DOMAIN_KEYS = new Set(['name', 'version', 'chainId', 'verifyingContract', 'salt']);
const ARRAY_SUFFIX = /^(.*)\[(\d*)\]$/;

/**
 * Parses the data of `eth_signTypedData` / `eth_signTypedData_v4` (SPEC §5: "typed-data input is
 * parsed as JSON"; an object is taken as is). The domain's `chainId` may be a number, a decimal
 * or a hex string and comes out a number.
 *
 * `EIP712Domain` is removed from `types`: viem derives it from the domain's fields in the
 * canonical order. Where the dapp declared it, the declaration must be exactly that derived
 * type, or the signature would not be the one the dapp (and MetaMask's eth-sig-util, which uses
 * the declaration) expects; a different declaration is refused rather than signed differently.
 *
 * @example parseTypedData('{"types":{…},"primaryType":"Mail","domain":{"chainId":"0x1"},"message":{…}}')
 * @throws {RequestRejection} 'Failed or Rejected Request' when it is not valid EIP-712 typed data.
 */
export function parseTypedData(value: unknown): ParsedTypedData {
  let input = value;
  if (typeof value === 'string') {
    try {
      input = JSON.parse(value);
    } catch {
      malformed('typed data is not JSON');
    }
  }
  if (!isRecord(input)) malformed('typed data is not an object');
  const { types: rawTypes, primaryType, domain: rawDomain = {}, message } = input;
  if (!isRecord(rawTypes)) malformed('types is not an object');
  if (typeof primaryType !== 'string') malformed('primaryType is missing');
  if (!isRecord(rawDomain)) malformed('domain is not an object');
  if (!isRecord(message)) malformed('message is not an object');

  const types: Record<string, TypedDataField[]> = {};
  for (const [name, fields] of Object.entries(rawTypes)) {
    if (!Array.isArray(fields) || !fields.every((f) => isRecord(f) && typeof f.name === 'string' && typeof f.type === 'string')) {
      malformed(`type ${name} is not a list of { name, type }`);
    }
    types[name] = fields.map((f) => ({ name: f.name as string, type: f.type as string }));
  }

  const domain = readDomain(rawDomain);
  const declared = types.EIP712Domain;
  delete types.EIP712Domain;
  if (declared) {
    const derived = getTypesForEIP712Domain({ domain });
    const same = declared.length === derived.length && declared.every((f, i) => f.name === derived[i].name && f.type === derived[i].type);
    if (!same) malformed('types.EIP712Domain does not match the domain fields in canonical order');
  }
  if (primaryType !== 'EIP712Domain' && !types[primaryType]) malformed(`primaryType ${primaryType} is not in types`);
  if (primaryType !== 'EIP712Domain') checkStruct(types, primaryType, message, primaryType);

  const parsed: ParsedTypedData = { domain, types, primaryType, message };
  try {
    // Validates every value against its type (addresses, integer ranges, byte lengths).
    hashTypedData(parsed as Parameters<typeof hashTypedData>[0]);
  } catch (error) {
    malformed(`typed data does not match its types: ${(error as { shortMessage?: string }).shortMessage ?? String(error)}`);
  }
  return parsed;
}

/** The domain's fields, checked; `chainId` comes out a number whatever form the dapp sent it in. */
function readDomain(raw: Record<string, unknown>): TypedDataDomain {
  for (const key of Object.keys(raw)) if (!DOMAIN_KEYS.has(key)) malformed(`domain has an unknown field ${key}`);
  const domain: TypedDataDomain = {};
  if (raw.name !== undefined) {
    if (typeof raw.name !== 'string') malformed('domain.name is not a string');
    domain.name = raw.name;
  }
  if (raw.version !== undefined) {
    if (typeof raw.version !== 'string') malformed('domain.version is not a string');
    domain.version = raw.version;
  }
  if (raw.chainId !== undefined) domain.chainId = readChainId(raw.chainId);
  if (raw.verifyingContract !== undefined) {
    if (typeof raw.verifyingContract !== 'string' || !isAddress(raw.verifyingContract, { strict: false })) {
      malformed('domain.verifyingContract is not an address');
    }
    domain.verifyingContract = raw.verifyingContract as `0x${string}`;
  }
  if (raw.salt !== undefined) {
    if (typeof raw.salt !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(raw.salt)) malformed('domain.salt is not 32 bytes of hex');
    domain.salt = raw.salt as `0x${string}`;
  }
  return domain;
}

function readChainId(value: unknown): number {
  let id: bigint | null = null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) id = BigInt(value);
  else if (typeof value === 'string' && /^(?:0x[0-9a-fA-F]+|\d+)$/.test(value)) id = BigInt(value);
  if (id === null || id > BigInt(Number.MAX_SAFE_INTEGER)) malformed('domain.chainId is not a chain id');
  return Number(id);
}

/** Every field a struct declares must be present, down to nested structs and arrays of them. */
function checkStruct(types: Record<string, TypedDataField[]>, typeName: string, value: unknown, path: string): void {
  if (!isRecord(value)) malformed(`${path} is not an object`);
  for (const field of types[typeName]) {
    checkValue(types, field.type, value[field.name], `${path}.${field.name}`);
  }
}

function checkValue(types: Record<string, TypedDataField[]>, type: string, value: unknown, path: string): void {
  if (value === undefined || value === null) malformed(`${path} is missing`);
  const array = ARRAY_SUFFIX.exec(type);
  if (array) {
    if (!Array.isArray(value)) malformed(`${path} is not an array`);
    if (array[2] !== '' && value.length !== Number(array[2])) malformed(`${path} must have ${array[2]} items`);
    value.forEach((item, i) => checkValue(types, array[1], item, `${path}[${i}]`));
    return;
  }
  if (types[type]) checkStruct(types, type, value, path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function malformed(detail: string): never {
  throw new RequestRejection(REJECTIONS.failedOrRejected, detail);
}
