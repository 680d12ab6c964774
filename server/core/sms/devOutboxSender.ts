import type { DevStore } from '../../dev/devStore';
import type { SmsSender } from './smsSender';

/**
 * Development SMS: messages land in the in-memory outbox, readable at GET /api/dev/outbox?phone=.
 *
 * @example const sms = devOutboxSender(devStore, () => new Date())
 */
export function devOutboxSender(store: DevStore, clock: () => Date): SmsSender {
  return {
    async send(phone, text) {
      store.addMessage({ to: phone, text, sentAt: clock().toISOString() });
    },
  };
}
