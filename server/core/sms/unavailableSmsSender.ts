import type { SmsSender } from './smsSender';

/**
 * Production without SMS_WEBHOOK_URL: every send fails, and the user sees "cannot send text
 * messages right now" (sendSmsCode.ts) instead of waiting for a code that never comes.
 */
export function unavailableSmsSender(): SmsSender {
  return {
    async send() {
      throw new Error('no SMS provider is configured (set SMS_WEBHOOK_URL)');
    },
  };
}
