/** The test server's SMS resend interval (SMS_RESEND_SECONDS, set by playwright.config.ts); specs wait this long between two codes to a phone. */
export const E2E_SMS_RESEND_SECONDS = 3;
