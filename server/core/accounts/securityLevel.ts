/** SPEC §4: 1 on registration, 2 once a pay password is set, 3 with Google verification too. */
export function securityLevel(user: { pay_password_hash: string | null; totp_enabled: boolean }): 1 | 2 | 3 {
  if (user.pay_password_hash === null) return 1;
  return user.totp_enabled ? 3 : 2;
}
