'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/kit/TextField';
import { MIN_WALLET_PASSWORD_LENGTH, type PasswordProblem } from './passwordRules';

export type NewPasswordValue = { name: string; password: string; repeat: string };
export type NewPasswordErrors = { name?: string; password?: PasswordProblem; repeat?: PasswordProblem };

/** Wallet name and the new wallet password twice, with the strength rule as the hint. */
export function NewPasswordFields({ value, onChange, errors }: { value: NewPasswordValue; onChange: (value: NewPasswordValue, field: keyof NewPasswordValue) => void; errors: NewPasswordErrors }) {
  const t = useTranslations('hd.password');
  return (
    <>
      <TextField label={t('name')} value={value.name} onChange={(name) => onChange({ ...value, name }, 'name')} error={errors.name} maxLength={32} autoComplete="off" />
      <TextField
        label={t('password')}
        type="password"
        value={value.password}
        onChange={(password) => onChange({ ...value, password }, 'password')}
        error={errors.password ? t(errors.password, { min: MIN_WALLET_PASSWORD_LENGTH }) : null}
        hint={t('rule', { min: MIN_WALLET_PASSWORD_LENGTH })}
        autoComplete="new-password"
      />
      <TextField
        label={t('repeat')}
        type="password"
        value={value.repeat}
        onChange={(repeat) => onChange({ ...value, repeat }, 'repeat')}
        error={errors.repeat ? t(errors.repeat, { min: MIN_WALLET_PASSWORD_LENGTH }) : null}
        autoComplete="new-password"
      />
      <p className="field-hint">{t('noRecovery')}</p>
    </>
  );
}
