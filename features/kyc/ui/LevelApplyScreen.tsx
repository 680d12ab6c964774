'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { PhoneField } from '@/components/kit/PhoneField';
import { Select, type SelectOption } from '@/components/kit/Select';
import { TextField } from '@/components/kit/TextField';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { failureOf } from '@/lib/api/apiFailure';
import { phoneOf } from '@/features/account/contract/fieldRules';
import { AccountGate } from '@/components/shell/AccountGate';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { usePhoneState } from '@/components/kit/usePhoneState';
import { useFailureText } from '@/lib/api/useFailureText';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { submitKyc, useKycStatus } from '@/features/kyc/api/kyc';
import type { KycStatus } from '@/features/kyc/contract/kycApi';
import { ID_TYPES_BY_GROUP, KYC_LEVELS, type KycLevel, UPLOAD_MAX_BYTES, idGroupOf } from '@/features/kyc/contract/kycRules';
import { checkIdentity, type IdentityDraft } from '@/features/kyc/logic/checkIdentity';
import { kycDraftAtom } from '@/features/kyc/state/kycDraft';
import { CALLING_CODES } from '@/lib/phone/callingCodes';
import { useKeptState } from '@/lib/state/keptState';
import { useAction } from '@/lib/useAction';
import { FileField } from './FileField';
import { KycStateLines } from './KycStatusCard';
import { KycRules } from './KycRules';
import styles from './Kyc.module.css';
import { useCountryOptions } from './useCountryOptions';

/**
 * `/levelThreeApply` (SPEC §2, §3): the real-name form. The level applied for (each
 * stating what it needs), country of residence, the ID type offered for it, names, birth date, ID
 * number; from level 2 the ID photos; from level 3 the address and its proof, the proof of assets
 * and a phone number, then the investor questionnaire and signature on /levelThreeApply3. The
 * state of an application already sent shows instead of the form while it waits for review.
 */
export function LevelApplyScreen() {
  const t = useTranslations('kyc');
  return (
    <main className="screen">
      <NavBar title={t('applyTitle')} fallback="/securityLevel" />
      <AccountGate>{() => <LevelApply />}</AccountGate>
    </main>
  );
}

function LevelApply() {
  const t = useTranslations('kyc');
  const status = useKycStatus();
  if (status.error) return <LoadFailed text={t('loadFailed')} onRetry={() => void status.mutate()} />;
  if (!status.data) return <FormSkeleton label={t('loading')} />;
  if (status.data.state === 'pending' || status.data.level >= 3) {
    return (
      <section className="card" data-testid="kyc-apply-state">
        <p className="card-title">{status.data.level === 0 ? t('levelNone') : t('level', { level: status.data.level })}</p>
        <KycStateLines status={status.data} />
        <AppLink className="button button-secondary" href="/securityLevel">
          {t('backToLevel')}
        </AppLink>
      </section>
    );
  }
  return <IdentityForm status={status.data} onSent={() => void status.mutate()} />;
}

type Problems = Partial<Record<keyof IdentityDraft | 'phone' | 'form', string>>;

function IdentityForm({ status, onSent }: { status: KycStatus; onSent: () => void }) {
  const t = useTranslations('kyc');
  const router = useRouter();
  const setDraft = useSetAtom(kycDraftAtom);
  const failureText = useFailureText();
  const [busy, run] = useAction();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const countries = useCountryOptions();
  const offered = KYC_LEVELS.filter((l) => l > status.level);
  const [level, setLevel] = useKeptState<KycLevel>('level', offered[offered.length - 1] ?? 3);
  const [country, setCountry] = useKeptState('country', '');
  const [idType, setIdType] = useKeptState('idType', '');
  const [firstName, setFirstName] = useKeptState('firstName', '');
  const [surname, setSurname] = useKeptState('surname', '');
  const [birthDate, setBirthDate] = useKeptState('birthDate', '');
  const [idNumber, setIdNumber] = useKeptState('idNumber', '');
  const [files, setFiles] = useKeptState<Partial<Record<'idFront' | 'idBack' | 'addressProof' | 'assetProof', string>>>('files', {});
  const [address, setAddress] = useKeptState('address', '');
  const [phone, setPhone] = usePhoneState();
  const [problems, setProblems, edited] = useFieldErrors<Problems>();
  const idTypes = country ? ID_TYPES_BY_GROUP[idGroupOf(country)] : [];
  const fileField = (name: keyof typeof files) => ({
    purpose: name,
    fileId: files[name],
    error: problems[name],
    onUploaded: (id: string | undefined) => {
      setFiles({ ...files, [name]: id });
      setProblems({ ...problems, [name]: undefined });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const draft: IdentityDraft = { level, country, idType, firstName, surname, birthDate, idNumber, address, ...files };
    const found = checkIdentity(draft);
    const next: Problems = {};
    for (const [field, problem] of Object.entries(found)) next[field as keyof Problems] = t(`problems.${problem}`, { min: 5 });
    let e164: string | undefined;
    if (level === 3) {
      const calling = CALLING_CODES.find((c) => c.region === phone.region)?.code ?? '';
      const checked = phoneOf(calling, phone.national);
      if ('problem' in checked) next.phone = t('problems.phone');
      else e164 = checked.phone;
    }
    if (Object.keys(next).length > 0) {
      setProblems(next);
      focusFirstInvalid(form);
      return;
    }
    const body = {
      level,
      country,
      idType,
      firstName: firstName.trim(),
      surname: surname.trim(),
      birthDate,
      idNumber: idNumber.trim(),
      ...(level >= 2 ? { idFront: files.idFront, idBack: files.idBack } : {}),
      ...(level >= 3 ? { address: address.trim(), addressProof: files.addressProof, assetProof: files.assetProof, phone: e164 } : {}),
    };
    if (level === 3) {
      setDraft(body);
      router.push('/levelThreeApply3');
      return;
    }
    void run(async () => {
      try {
        await submitKyc({ ...body, idempotencyKey });
        onSent();
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblems({ form: failureText(failure, t('submitFailed')) ?? t('submitFailed') });
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="kyc-form">
      {status.state === 'rejected' && <KycStateLines status={status} />}
      <fieldset className={styles.levels}>
        <legend className="field-label">{t('chooseLevel')}</legend>
        {offered.map((l) => (
          <label key={l} className={styles.level} data-checked={level === l || undefined}>
            <input type="radio" name="level" value={l} checked={level === l} onChange={() => setLevel(l)} data-testid={`kyc-level-${l}`} />
            <span className={styles.levelName}>{t('levelName', { level: l })}</span>
            <span className={styles.levelNeeds}>{t(`needs${l}`)}</span>
          </label>
        ))}
      </fieldset>
      <KycRules status={status} />
      <SelectField
        label={t('country')}
        value={country}
        onChange={(value) => {
          edited('country', setCountry)(value);
          if (!(ID_TYPES_BY_GROUP[idGroupOf(value)] as readonly string[]).includes(idType)) setIdType('');
        }}
        options={[{ value: '', label: t('chooseCountry') }, ...countries.options]}
        error={problems.country}
        testId="kyc-country"
      />
      <SelectField
        label={t('idType')}
        value={idType}
        onChange={edited('idType', setIdType)}
        options={[{ value: '', label: country ? t('chooseIdType') : t('countryFirst') }, ...idTypes.map((type) => ({ value: type, label: t(`idTypes.${type}`) }))]}
        error={problems.idType}
        testId="kyc-id-type"
      />
      <TextField label={t('firstName')} value={firstName} onChange={edited('firstName', setFirstName)} autoComplete="given-name" maxLength={50} error={problems.firstName} name="firstName" />
      <TextField label={t('surname')} value={surname} onChange={edited('surname', setSurname)} autoComplete="family-name" maxLength={50} error={problems.surname} name="surname" />
      <DateField label={t('birthDate')} value={birthDate} onChange={edited('birthDate', setBirthDate)} error={problems.birthDate} />
      <TextField label={t('idNumber')} value={idNumber} onChange={edited('idNumber', setIdNumber)} autoComplete="off" maxLength={32} hint={t('idNumberHint')} error={problems.idNumber} name="idNumber" />
      {level >= 2 && (
        <>
          <FileField label={t('idFront')} hint={t('photoHint', { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 })} testId="kyc-id-front" {...fileField('idFront')} />
          <FileField label={t('idBack')} testId="kyc-id-back" {...fileField('idBack')} />
        </>
      )}
      {level >= 3 && (
        <>
          <TextField label={t('address')} value={address} onChange={edited('address', setAddress)} autoComplete="street-address" maxLength={200} error={problems.address} name="address" />
          <FileField label={t('addressProof')} hint={t('addressProofHint')} testId="kyc-address-proof" {...fileField('addressProof')} />
          <FileField label={t('assetProof')} hint={t('assetProofHint')} testId="kyc-asset-proof" {...fileField('assetProof')} />
          <PhoneField label={t('phone')} value={phone} onChange={edited('phone', setPhone)} error={problems.phone} />
        </>
      )}
      {problems.form && (
        <p className="notice notice-error" role="alert" data-testid="kyc-problem">
          {problems.form}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} testId="kyc-next">
          {level === 3 ? t('next') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

/** The kit's Select with its problem line under it, tied to it. */
function SelectField({ label, value, onChange, options, error, testId }: { label: string; value: string; onChange: (value: string) => void; options: readonly SelectOption<string>[]; error?: string; testId: string }) {
  return (
    <div className="field">
      <Select label={label} value={value} onChange={onChange} options={options} testId={testId} describedBy={error ? `${testId}-error` : undefined} />
      {error && (
        <p id={`${testId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function DateField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  // The latest date a picker offers: today (the server refuses a future or under-18 date itself).
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <div className="field">
      <label className="field-label" htmlFor="kyc-birth-date">
        {label}
      </label>
      <input
        id="kyc-birth-date"
        className="field-input"
        type="date"
        value={value}
        max={today}
        autoComplete="bday"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'kyc-birth-date-error' : undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid="kyc-birth-date"
      />
      {error && (
        <p id="kyc-birth-date-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
