/** SMS code rules (issue "Cloud accounts"): 6 digits, 10 minutes, 5 guesses, resend after 60 s. */
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_MS = 60_000;
export const SMS_PER_PHONE_PER_HOUR = 5;
export const SMS_PER_IP_PER_HOUR = 20;
