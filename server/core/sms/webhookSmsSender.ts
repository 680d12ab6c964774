import type { SmsSender } from './smsSender';

const TIMEOUT_MS = 10_000;

/**
 * Sends through an operator's HTTP endpoint (SMS_WEBHOOK_URL): POST `{"to": "+8613800138000",
 * "text": "..."}` as JSON; any 2xx means accepted. Lets any SMS gateway be plugged in with a small
 * relay, without provider code here.
 *
 * @example await webhookSmsSender('https://relay.example.com/sms').send('+8613800138000', 'Your code is 123456')
 */
export function webhookSmsSender(url: string): SmsSender {
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
    },
  };
}
