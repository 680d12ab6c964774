import type { SmsSender } from './smsSender';

/**
 * Development without an SMS provider: each text is printed to the server's console, so a
 * newcomer running `npm start` can read the code and register. Never used in production (where
 * codes in logs would be secrets at rest), and never served over HTTP (that is DEV_ROUTES' outbox).
 *
 * @example const sms = consoleSmsSender((line) => process.stdout.write(`${line}\n`))
 */
export function consoleSmsSender(print: (line: string) => void): SmsSender {
  return {
    async send(phone, text) {
      print(`[development SMS, not sent] to ${phone}: ${text}`);
    },
  };
}
