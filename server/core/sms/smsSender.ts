/**
 * Where text messages go. Adapters: the development outbox (devOutboxSender.ts), a generic HTTP
 * webhook (webhookSmsSender.ts), and "none configured" (unavailableSmsSender.ts).
 * `send` resolves once the provider accepted the message and throws otherwise.
 */
export type SmsSender = {
  send(phone: string, text: string): Promise<void>;
};
