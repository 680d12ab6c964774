import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import { parseUrlSetting } from '../../core/settings/parseUrlSetting';
import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';

/** SUPPORT_URL / SUPPORT_EMAIL: where users reach support (help centre, My); null when not configured. */
export type SupportSettings = { url: string | null; email: string | null };

/** The support contact's variables, for the configuration reference. */
export const SUPPORT_SETTINGS: SettingGroup = {
  title: 'Support contact',
  settings: [
    declareSetting({
      name: 'SUPPORT_URL',
      range: 'http(s) URL',
      description: 'Support page shown as "Contact support" in the help centre and My; reaches the app through the initial info',
    }),
    declareSetting({
      name: 'SUPPORT_EMAIL',
      range: 'a plain address',
      description:
        "Support mailbox, shown the same way as a `mailto:` link. With neither, the help centre points to the FAQ and says support is reached through the operator's published contact",
    }),
  ],
};

/**
 * Reads the support contact; a bad value stops the server naming the variable.
 *
 * @example parseSupportSettings(readEnv(process.env)).email
 */
export function parseSupportSettings(get: SettingReader): SupportSettings {
  return { url: parseUrlSetting('SUPPORT_URL', get('SUPPORT_URL'), ['https:', 'http:']), email: parseEmail('SUPPORT_EMAIL', get('SUPPORT_EMAIL')) };
}

/** A plain mailbox address (no display name, no spaces), so it can go into a `mailto:` link as it is. */
function parseEmail(name: string, value: string | null): string | null {
  if (value === null) return null;
  if (!/^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/.test(value)) throw new ConfigError(name, `not a plain e-mail address: "${value}"`);
  return value;
}
