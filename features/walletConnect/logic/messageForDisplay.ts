import { type Hex, hexToBytes } from 'viem';

/** A personal_sign message as the approval screen shows it. */
export type DisplayMessage = { kind: 'text'; text: string } | { kind: 'hex'; hex: Hex };

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;
// Control characters other than tab, line feed and carriage return; they could hide or reorder text.
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether a personal_sign message parameter is hex bytes (signed as those bytes) rather than text. */
export function isHexMessage(value: string): value is Hex {
  return HEX_BYTES.test(value);
}

/**
 * What the user reads before a personal_sign: hex is decoded to bytes, and shown as text when the
 * bytes are valid UTF-8 without control or direction-override characters (SIWE messages, "Sign in
 * to …"); otherwise as hex. A message that is not hex is text already.
 *
 * @example messageForDisplay('0x48656c6c6f') // { kind: 'text', text: 'Hello' }
 * @example messageForDisplay('0xdeadbeef') // { kind: 'hex', hex: '0xdeadbeef' }
 */
export function messageForDisplay(hexOrText: string): DisplayMessage {
  if (!isHexMessage(hexOrText)) return { kind: 'text', text: hexOrText };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(hexToBytes(hexOrText));
  } catch {
    return { kind: 'hex', hex: hexOrText };
  }
  if (CONTROL.test(text)) return { kind: 'hex', hex: hexOrText };
  return { kind: 'text', text };
}
