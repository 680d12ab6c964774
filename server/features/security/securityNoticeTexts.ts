import type { NoticeTexts } from '../../core/notices/noticeText';

const SECURITY_TEXT: Record<string, string> = {
  payPasswordSet: 'Your pay password was set.',
  payPasswordChanged: 'Your pay password was changed.',
  payPasswordReset: 'Your pay password was reset by SMS code.',
  googleEnabled: 'Google verification was turned on.',
  passwordChanged: 'Your login password was changed; other devices were logged out.',
};

/** The English text of the security notices (the login password's change included). Unknown changes get a generic line. */
export const SECURITY_NOTICE_TEXTS: NoticeTexts = {
  securityChanged: (params) => SECURITY_TEXT[params.change] ?? 'A security setting of your account changed.',
};
