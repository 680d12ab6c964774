import { getTypesForEIP712Domain } from 'viem';
import { parseTypedData, type TypedDataField } from './parseTypedData';

/**
 * One line of the typed-data approval screen: a field's name and EIP-712 type, and either its
 * value as text (numbers in decimal, booleans as true/false) or the fields inside it.
 */
export type TypedDataNode = { name: string; type: string; value?: string; children?: TypedDataNode[] };

export type TypedDataTree = { primaryType: string; domain: TypedDataNode[]; message: TypedDataNode[] };

const ARRAY_SUFFIX = /^(.*)\[(\d*)\]$/;

/**
 * The domain and the message of typed data as trees for display: structs and arrays become
 * nodes with children (array items named `[0]`, `[1]`, …), in the order the types declare them.
 * Takes the raw request parameter (JSON text or object) or parseTypedData's output.
 *
 * @example typedDataTree(json).message
 * // [{ name: 'from', type: 'Person', children: [{ name: 'name', type: 'string', value: 'Cow' }, …] }, …]
 * @throws {RequestRejection} when the input is not valid typed data (see parseTypedData).
 */
export function typedDataTree(json: unknown): TypedDataTree {
  const { domain, types, primaryType, message } = parseTypedData(json);
  const domainFields = getTypesForEIP712Domain({ domain });
  return {
    primaryType,
    domain: nodes(types, domainFields, domain as Record<string, unknown>),
    message: primaryType === 'EIP712Domain' ? [] : nodes(types, types[primaryType], message),
  };
}

function nodes(types: Record<string, TypedDataField[]>, fields: readonly TypedDataField[], data: Record<string, unknown>): TypedDataNode[] {
  return fields.map((field) => node(types, field.name, field.type, data[field.name]));
}

function node(types: Record<string, TypedDataField[]>, name: string, type: string, value: unknown): TypedDataNode {
  const array = ARRAY_SUFFIX.exec(type);
  if (array && Array.isArray(value)) {
    return { name, type, children: value.map((item, i) => node(types, `[${i}]`, array[1], item)) };
  }
  const struct = types[type];
  if (struct && typeof value === 'object' && value !== null) return { name, type, children: nodes(types, struct, value as Record<string, unknown>) };
  return { name, type, value: show(type, value) };
}

function show(type: string, value: unknown): string {
  if (/^u?int\d*$/.test(type) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')) {
    try {
      return BigInt(value).toString();
    } catch {
      return String(value);
    }
  }
  return String(value);
}
