/** The test server's SMS resend interval (SMS_RESEND_SECONDS, set by playwright.config.ts); specs wait this long between two codes to a phone. */
export const E2E_SMS_RESEND_SECONDS = 3;
/** How long the e2e server's flash swap quotes hold their rate (SWAP_QUOTE_SECONDS): the expiry test waits it out. */
export const E2E_SWAP_QUOTE_SECONDS = 6;
