/** One text message the development SMS sender "sent". */
export type OutboxMessage = { to: string; text: string; sentAt: string };

/**
 * In-memory helpers for development and tests: the SMS outbox and captcha answers, readable under
 * /api/dev/* (dev/devPlugin.ts). app.ts creates one only when DEV_ROUTES is on, so otherwise no
 * code or answer is ever kept. Bounded, so a long-running dev server does not grow.
 */
export type DevStore = {
  outbox: OutboxMessage[];
  captchaAnswers: Map<string, string>;
  addMessage(message: OutboxMessage): void;
  rememberCaptcha(id: string, answer: string): void;
};

const MAX_ENTRIES = 1000;

/** @example const dev = createDevStore(); dev.addMessage({ to, text, sentAt }) */
export function createDevStore(): DevStore {
  const store: DevStore = {
    outbox: [],
    captchaAnswers: new Map(),
    addMessage(message) {
      store.outbox.push(message);
      if (store.outbox.length > MAX_ENTRIES) store.outbox.splice(0, store.outbox.length - MAX_ENTRIES);
    },
    rememberCaptcha(id, answer) {
      store.captchaAnswers.set(id, answer);
      if (store.captchaAnswers.size > MAX_ENTRIES) {
        const oldest = store.captchaAnswers.keys().next().value;
        if (oldest !== undefined) store.captchaAnswers.delete(oldest);
      }
    },
  };
  return store;
}
