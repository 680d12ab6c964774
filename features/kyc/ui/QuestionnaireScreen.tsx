'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { failureOf } from '@/lib/api/apiFailure';
import { AccountGate } from '@/components/shell/AccountGate';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useFailureText } from '@/lib/api/useFailureText';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { submitKyc, uploadFile, useKycStatus } from '@/features/kyc/api/kyc';
import type { KycStatus } from '@/features/kyc/contract/kycApi';
import { EXPERIENCE_KINDS, INVESTMENT_TERMS, RISK_TOLERANCES, USD_WHOLE_PATTERN } from '@/features/kyc/contract/kycRules';
import { kycDraftAtom } from '@/features/kyc/state/kycDraft';
import { useKeptState } from '@/lib/state/keptState';
import { useAction } from '@/lib/useAction';
import { KycStateLines } from './KycStatusCard';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

type Problems = Partial<Record<'averageVolumeUsd' | 'averageCount' | 'yearsOfExperience' | 'netAssetUsd' | 'riskTolerance' | 'idealTerm' | 'derivativeKnowledge' | 'signature' | 'form', string>>;

const WHOLE = /^\d{1,6}$/;

/**
 * `/levelThreeApply3` (SPEC §3): the investor questionnaire of a level-3 application —
 * experience, the last 12 months' average volume and count, years of experience, net asset, risk
 * tolerance, ideal term, derivative knowledge — and the signature drawn on screen, uploaded as a
 * PNG; then the whole application (kept in memory from /levelThreeApply) is sent.
 */
export function QuestionnaireScreen() {
  const t = useTranslations('kyc');
  return (
    <main className="screen">
      <NavBar title={t('questionnaireTitle')} fallback="/levelThreeApply" />
      <AccountGate>{() => <Questionnaire />}</AccountGate>
    </main>
  );
}

function Questionnaire() {
  const t = useTranslations('kyc');
  const [draft, setDraft] = useAtom(kycDraftAtom);
  const status = useKycStatus();
  const [sent, setSent] = useState<KycStatus | null>(null);
  if (sent) {
    return (
      <section className="card" data-testid="kyc-sent">
        <h2 className="card-title">{t('sentTitle')}</h2>
        <p className="card-body">{t('sentBody')}</p>
        <KycStateLines status={sent} />
        <AppLink className="button button-secondary" href="/securityLevel" testId="kyc-back-to-level">
          {t('backToLevel')}
        </AppLink>
      </section>
    );
  }
  if (!draft) {
    return (
      <div className="notice" role="status" data-testid="kyc-no-draft">
        <p>{t('noDraft')}</p>
        <p>
          <AppLink href="/levelThreeApply">{t('backToForm')}</AppLink>
        </p>
      </div>
    );
  }
  return (
    <QuestionnaireForm
      onSent={(result) => {
        setDraft(null);
        setSent(result);
        void status.mutate(result, { revalidate: false });
      }}
    />
  );
}

function QuestionnaireForm({ onSent }: { onSent: (status: KycStatus) => void }) {
  const t = useTranslations('kyc');
  const [draft] = useAtom(kycDraftAtom);
  const failureText = useFailureText();
  const [busy, run] = useAction();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const pad = useRef<SignaturePadHandle>(null);
  const [experience, setExperience] = useKeptState<string[]>('experience', []);
  const [averageVolumeUsd, setVolume] = useKeptState('volume', '');
  const [averageCount, setCount] = useKeptState('count', '');
  const [years, setYears] = useKeptState('years', '');
  const [netAssetUsd, setNetAsset] = useKeptState('netAsset', '');
  const [risk, setRisk] = useKeptState('risk', '');
  const [term, setTerm] = useKeptState('term', '');
  const [derivatives, setDerivatives] = useKeptState<'' | 'yes' | 'no'>('derivatives', '');
  const [signed, setSigned] = useState(false);
  const [problems, setProblems, edited] = useFieldErrors<Problems>();
  const onSigned = useCallback(
    (value: boolean) => {
      setSigned(value);
      if (value) setProblems((current) => ({ ...current, signature: undefined }));
    },
    [setProblems],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const next: Problems = {};
    if (!USD_WHOLE_PATTERN.test(averageVolumeUsd.trim())) next.averageVolumeUsd = t('problems.usd');
    if (!WHOLE.test(averageCount.trim())) next.averageCount = t('problems.whole');
    if (!WHOLE.test(years.trim()) || Number(years) > 80) next.yearsOfExperience = t('problems.whole');
    if (!USD_WHOLE_PATTERN.test(netAssetUsd.trim())) next.netAssetUsd = t('problems.usd');
    if (!risk) next.riskTolerance = t('problems.choose');
    if (!term) next.idealTerm = t('problems.choose');
    if (!derivatives) next.derivativeKnowledge = t('problems.choose');
    if (!signed) next.signature = t('problems.signature');
    if (Object.keys(next).length > 0 || !draft) {
      setProblems(next);
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      try {
        const png = await pad.current?.toPng();
        if (!png) {
          setProblems({ signature: t('problems.signature') });
          return;
        }
        const signature = await uploadFile('signature', png, 'signature.png');
        const result = await submitKyc({
          ...draft,
          signature: signature.id,
          questionnaire: {
            experience: experience as (typeof EXPERIENCE_KINDS)[number][],
            averageVolumeUsd: averageVolumeUsd.trim(),
            averageCount: Number(averageCount),
            yearsOfExperience: Number(years),
            netAssetUsd: netAssetUsd.trim(),
            riskTolerance: risk as (typeof RISK_TOLERANCES)[number],
            idealTerm: term as (typeof INVESTMENT_TERMS)[number],
            derivativeKnowledge: derivatives === 'yes',
          },
          idempotencyKey,
        });
        onSent(result.status);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblems({ form: failureText(failure, t('submitFailed')) ?? t('submitFailed') });
      }
    });
  };

  const radios = (name: 'riskTolerance' | 'idealTerm' | 'derivativeKnowledge', legend: string, options: readonly string[], value: string, set: (value: string) => void, label: (option: string) => string) => (
    <fieldset className="choice" aria-describedby={problems[name] ? `kyc-${name}-error` : undefined} data-testid={`kyc-${name}`}>
      <legend className="field-label">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="check">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => edited(name, set)(option)} />
          <span>{label(option)}</span>
        </label>
      ))}
      {problems[name] && (
        <p id={`kyc-${name}-error`} className="field-error" role="alert">
          {problems[name]}
        </p>
      )}
    </fieldset>
  );

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="kyc-questionnaire">
      <p className="form-intro">{t('questionnaireIntro')}</p>
      <fieldset className="choice">
        <legend className="field-label">{t('experience')}</legend>
        {EXPERIENCE_KINDS.map((kind) => (
          <label key={kind} className="check">
            <input
              type="checkbox"
              checked={experience.includes(kind)}
              onChange={(e) => setExperience(e.target.checked ? [...experience, kind] : experience.filter((k) => k !== kind))}
              data-testid={`kyc-experience-${kind}`}
            />
            <span>{t(`experienceKinds.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField label={t('averageVolume')} value={averageVolumeUsd} onChange={edited('averageVolumeUsd', setVolume)} inputMode="numeric" autoComplete="off" error={problems.averageVolumeUsd} name="averageVolumeUsd" />
      <TextField label={t('averageCount')} value={averageCount} onChange={edited('averageCount', setCount)} inputMode="numeric" autoComplete="off" error={problems.averageCount} name="averageCount" />
      <TextField label={t('years')} value={years} onChange={edited('yearsOfExperience', setYears)} inputMode="numeric" autoComplete="off" error={problems.yearsOfExperience} name="years" />
      <TextField label={t('netAsset')} value={netAssetUsd} onChange={edited('netAssetUsd', setNetAsset)} inputMode="numeric" autoComplete="off" hint={t('netAssetHint')} error={problems.netAssetUsd} name="netAssetUsd" />
      {radios('riskTolerance', t('risk'), RISK_TOLERANCES, risk, setRisk, (o) => t(`risks.${o}`))}
      {radios('idealTerm', t('term'), INVESTMENT_TERMS, term, setTerm, (o) => t(`terms.${o}`))}
      {radios('derivativeKnowledge', t('derivatives'), ['yes', 'no'], derivatives, (v) => setDerivatives(v as 'yes' | 'no'), (o) => t(o))}
      <SignaturePad ref={pad} label={t('signature')} hint={t('signatureHint')} error={problems.signature} onChange={onSigned} />
      {problems.form && (
        <p className="notice notice-error" role="alert" data-testid="kyc-problem">
          {problems.form}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} testId="kyc-submit">
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
