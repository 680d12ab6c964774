/** SMS code rules (issue "Cloud accounts"): 6 digits, 10 minutes, 5 guesses, resend after 60 s. */
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** The default of SMS_RESEND_SECONDS (config.smsResendMs). */
export const SMS_RESEND_MS = 60_000;
export const SMS_PER_PHONE_PER_HOUR = 5;
export const SMS_PER_IP_PER_HOUR = 20;
/**
 * Codes that need no captcha, per hour: the first to a phone, and the first 3 from an IP (a family,
 * an office or a carrier NAT shares one address; beyond that, SMS_PER_IP_PER_HOUR still caps it).
 * Any further code within the hour needs an image captcha (SMS pumping costs money per text).
 */
export const SMS_FREE_PER_PHONE_PER_HOUR = 1;
export const SMS_FREE_PER_IP_PER_HOUR = 3;
