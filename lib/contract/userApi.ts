/**
 * The zod-free half of the cloud account contract (see user.ts): paths and failure codes, which
 * the client bundles, so it must not pull in the schema library.
 */
export const USER_PATHS = {
  sendCode: '/api/user/verification_code/send',
  captcha: '/api/user/public/captcha',
  register: '/api/user/public/register',
  login: '/api/user/public/login',
  passwordReset: '/api/user/public/passwordReset',
  oauthStart: '/api/user/public/oauthStart',
  loginOauth: '/api/user/public/loginOauth',
  logout: '/api/user/logout',
  userInfo: '/api/user/profile/userInfo',
  accountName: '/api/user/profile/accountName',
  setPassword: '/api/user/profile/password',
  pinFlag: '/api/user/profile/pin',
  walletInit: '/api/wallet/main/init',
  payPasswordSet: '/api/user/payPassword/set',
  payPasswordChange: '/api/user/payPassword/change',
  payPasswordReset: '/api/user/payPassword/reset',
  payPasswordCheck: '/api/user/payPassword/check',
  googleSecret: '/api/user/google/secret',
  googleEnable: '/api/user/google/enable',
  googleVerify: '/api/user/google/verify',
} as const;

/** Failure codes beyond envelope.ts (the msg is English; the key is for translation). */
export const USER_ERRORS = {
  wrongCredentials: 20001,
  captchaInvalid: 20002,
  codeInvalid: 20003,
  phoneTaken: 20004,
  payPasswordWrong: 20005,
  payPasswordLocked: 20006,
  payPasswordNotSet: 20007,
  payPasswordAlreadySet: 20008,
  googleCodeInvalid: 20009,
  googleRequired: 20010,
  inviteCodeUnknown: 20011,
  oauthFailed: 20012,
  passwordWrong: 20013,
  phoneUnknown: 20014,
  /** Another SMS code within the hour (same phone or busy IP) needs an image captcha. */
  smsCaptchaRequired: 20015,
} as const;
