import { declareSetting } from './declareSetting';
import { parseWholeNumber, type WholeNumberRule } from './parseWholeNumber';
import type { SettingDeclaration, SettingReader } from './settingTypes';

/** A whole-number setting: its declaration, and `read`, which parses it with the shared parser. */
export type WholeNumberSetting = SettingDeclaration & { read: (get: SettingReader) => number };

/**
 * Declares a whole-number setting once: the reference shows the same default and range the parser
 * enforces, as both come from here.
 *
 * @example wholeNumberSetting({ name: 'SWAP_QUOTE_SECONDS', fallback: 15, min: 5, max: 120, unit: 's', description: '…' })
 */
export function wholeNumberSetting(
  spec: WholeNumberRule & { name: string; fallback: number; unit?: string; description: string; default?: string; range?: string },
): WholeNumberSetting {
  const { name, fallback, unit, description, ...rule } = spec;
  const unitText = unit ? ` ${unit}` : '';
  return {
    ...declareSetting({
      name,
      description,
      default: spec.default ?? String(fallback),
      range: spec.range ?? `${rule.min}-${rule.max}${unitText}${rule.zeroTurnsOff ? '; 0: off in this process' : ''}`,
    }),
    read: (get) => parseWholeNumber(name, get(name), fallback, rule),
  };
}
