/** The wallet password's strength rule: at least 8 characters (code points). */
export const MIN_WALLET_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'passwordEmpty' | 'passwordShort' | 'repeatMismatch';

/** The first problem with a new wallet password typed twice, or null. */
export function checkNewWalletPassword(password: string, repeat: string): { password?: PasswordProblem; repeat?: PasswordProblem } {
  if (password === '') return { password: 'passwordEmpty' };
  if ([...password].length < MIN_WALLET_PASSWORD_LENGTH) return { password: 'passwordShort' };
  if (repeat !== password) return { repeat: 'repeatMismatch' };
  return {};
}
