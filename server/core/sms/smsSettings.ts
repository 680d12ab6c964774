import { declareSetting } from '../../core/settings/declareSetting';
import { parseUrlSetting } from '../../core/settings/parseUrlSetting';
import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';
import { wholeNumberSetting } from '../../core/settings/wholeNumberSetting';
import { SMS_PER_IP_PER_HOUR, SMS_RESEND_MS } from './smsCodeRules';

/** The text messages' part of the server's Config. */
export type SmsSettings = {
  /** SMS_WEBHOOK_URL: POST {to, text} JSON here to send a text message; null = no provider. */
  smsWebhookUrl: string | null;
  /** SMS_GLOBAL_PER_HOUR: SMS codes the whole server sends per hour, whatever the phone or IP, so that SMS pumping from many addresses has a bounded cost. */
  smsGlobalPerHour: number;
  /** SMS_PER_IP_PER_HOUR: SMS codes one client address may ask for per hour (captcha or not). */
  smsPerIpPerHour: number;
  /** SMS_RESEND_SECONDS: the wait before another code to the same phone, in ms. */
  smsResendMs: number;
};

/** A count per hour: 1 to 1,000,000. */
const PER_HOUR = { min: 1, max: 1_000_000 };

const PER_IP_PER_HOUR = wholeNumberSetting({
  name: 'SMS_PER_IP_PER_HOUR',
  fallback: SMS_PER_IP_PER_HOUR,
  ...PER_HOUR,
  description:
    'SMS codes one client address may ask for per hour (the first 3 without a captcha); beyond it sending a code answers 429. The e2e suite raises it, as all its tests come from one address',
});
const GLOBAL_PER_HOUR = wholeNumberSetting({
  name: 'SMS_GLOBAL_PER_HOUR',
  fallback: 500,
  ...PER_HOUR,
  description:
    'SMS codes the whole server sends per hour, whatever the phone or IP (bounds SMS-pumping cost); beyond it sending a code answers 429 "text messages are paused" with Retry-After. Only texts actually sent count',
});
const RESEND_SECONDS = wholeNumberSetting({
  name: 'SMS_RESEND_SECONDS',
  fallback: SMS_RESEND_MS / 1000,
  min: 1,
  max: 600,
  words: 'whole seconds',
  unit: 's',
  description: 'Wait before another code to the same phone (the Playwright server uses 3)',
});

/** The text messages' variables, for the configuration reference. */
export const SMS_SETTINGS: SettingGroup = {
  title: 'Text messages (SMS)',
  settings: [
    declareSetting({
      name: 'SMS_WEBHOOK_URL',
      range: 'http(s) URL',
      secret: true,
      description:
        "Where texts go, as a JSON POST `{to, text}` (any 2xx counts as sent). Without it: with `DEV_ROUTES=true` they go to `/api/dev/outbox`; otherwise development prints them to the server's console; production answers \"cannot send\"",
    }),
    PER_IP_PER_HOUR,
    GLOBAL_PER_HOUR,
    RESEND_SECONDS,
  ],
};

/**
 * Reads the text messages' variables; a bad value stops the server naming the variable.
 *
 * @example parseSmsSettings(readEnv(process.env)).smsResendMs
 */
export function parseSmsSettings(get: SettingReader): SmsSettings {
  return {
    smsWebhookUrl: parseUrlSetting('SMS_WEBHOOK_URL', get('SMS_WEBHOOK_URL'), ['http:', 'https:']),
    smsGlobalPerHour: GLOBAL_PER_HOUR.read(get),
    smsPerIpPerHour: PER_IP_PER_HOUR.read(get),
    smsResendMs: RESEND_SECONDS.read(get) * 1000,
  };
}
