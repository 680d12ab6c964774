import type { SettingDeclaration } from './settingTypes';

/**
 * A setting's declaration with the usual blanks filled (no default, no range, not secret), so a
 * feature's settings file lists only what it knows.
 *
 * @example declareSetting({ name: 'FX_RATES_URL', range: 'http(s) URL', description: 'JSON feed of exchange rates' })
 */
export function declareSetting(setting: Pick<SettingDeclaration, 'name' | 'description'> & Partial<SettingDeclaration>): SettingDeclaration {
  return { default: null, range: null, secret: false, ...setting };
}
