'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AmountInput } from '@/components/kit/AmountInput';
import { Button } from '@/components/kit/Button';
import { ConfirmPay, type PayConfirmationView } from '@/components/kit/ConfirmPay';
import { Empty } from '@/components/kit/Empty';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { Select } from '@/components/kit/Select';
import { StatusLabel } from '@/components/kit/StatusLabel';
import { TextField } from '@/components/kit/TextField';
import { useAmountText } from '@/components/kit/useAmountText';
import { failureOf } from '@/lib/api/apiFailure';
import { useFailureText } from '@/lib/api/useFailureText';
import { useAddressBook, useCoinDetail } from '@/lib/api/walletReads';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import { requestWithdrawal, useCustodyInfo, useWithdrawals } from '@/features/custody/api/custody';
import type { CustodyInfo, WithdrawResult } from '@/features/custody/contract/custodyApi';
import { EVM_ADDRESS_PATTERN, MEMO_TAG_PATTERN } from '@/features/custody/contract/custodyRules';
import { lookAlikeOf } from '@/lib/addressLookAlike';
import { formatAmount } from '@/lib/format/formatAmount';
import { userInfoAtom } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { NetworkChoice } from './NetworkChoice';
import styles from './OnChain.module.css';

/**
 * `/send` → Blockchain transfer, and coin detail → Withdraw: network, address (typed or from the
 * address book), amount, the network fee and the total, the pay password and the Google code when
 * it is on. Warns when a new address starts and ends like a recent one (address poisoning). The
 * server checks everything again (checksum, limits, balance) and holds amount + fee at once.
 */
export function WithdrawForm({ coin }: { coin: string }) {
  const t = useTranslations('custody');
  const info = useCustodyInfo(coin);
  if (info.error) return <LoadFailed text={t('infoFailed')} onRetry={() => void info.mutate()} />;
  if (!info.data) return <FormSkeleton label={t('loading')} />;
  if (!info.data.configured) return <p className="notice notice-warning" role="status" data-testid="chain-not-configured">{t('notConfigured')}</p>;
  if (info.data.networks.length === 0) return <p className="notice notice-warning" role="status">{t('noNetworks', { coin })}</p>;
  return <WithdrawFields info={info.data} onDone={() => void info.mutate()} />;
}

function WithdrawFields({ info, onDone }: { info: CustodyInfo; onDone: () => void }) {
  const t = useTranslations('custody');
  const user = useAtomValue(userInfoAtom);
  const detail = useCoinDetail(info.coin);
  const book = useAddressBook();
  const withdrawals = useWithdrawals(info.coin);
  const failureText = useFailureText();
  const [chainId, setChainId] = useState(info.networks[0]!.chainId);
  const network = info.networks.find((n) => n.chainId === chainId) ?? info.networks[0]!;
  const [to, setTo] = useState('');
  const [amountText, setAmountText] = useState('');
  const [memo, setMemo] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [problem, setProblem] = useState<{ field: 'to' | 'amount' | 'memo' | 'form'; text: string } | null>(null);
  const [done, setDone] = useState<WithdrawResult | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, run] = useAction();
  const decimals = detail.data?.coin.decimals ?? 0;
  const amount = useAmountText(amountText, decimals);
  const fee = network.withdrawFee;
  const total = amount.ok && detail.data ? unitsToDecimal(amount.units + toUnits(fee, decimals), decimals) : null;
  const recent = (withdrawals.data?.withdrawals ?? []).map((w) => w.to);
  const imitated = lookAlikeOf(to.trim(), recent);
  const saved = (book.data?.items ?? []).filter((entry) => (entry.coin === null || entry.coin === info.coin) && EVM_ADDRESS_PATTERN.test(entry.address));
  // The form's amounts (balance, fee, total, the one just sent) to the last decimal; the list of withdrawals with 6.
  const coinAmount = (text: string, exact = true) => t('coinAmount', { amount: formatAmount(text, exact ? { exact: true } : { trim: true }), coin: info.coin });

  if (!detail.data) return detail.error ? <LoadFailed text={t('infoFailed')} onRetry={() => void detail.mutate()} /> : <FormSkeleton label={t('loading')} />;
  if (info.securityLevel < 2 || !user?.payPasswordSet) return <p className="notice notice-warning" role="alert">{t('payPasswordFirst')}</p>;
  // The pay password and Google code sit under the form's own fields and every failure of the
  // request shows on the form, so the footer gets this form's state as it is.
  const confirmation: PayConfirmationView = {
    googleEnabled: user.googleEnabled,
    fields: { payPassword: { value: payPassword, onChange: setPayPassword }, googleCode: { value: googleCode, onChange: setGoogleCode } },
    problem: problem && { text: problem.text, locked: false, field: problem.field },
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!EVM_ADDRESS_PATTERN.test(to.trim())) return setProblem({ field: 'to', text: t('addressShape') });
    if (!amount.ok || amount.units === 0n) return setProblem({ field: 'amount', text: t('amountShape') });
    if (memo && !MEMO_TAG_PATTERN.test(memo.trim())) return setProblem({ field: 'memo', text: t('memoShape') });
    setProblem(null);
    void run(async () => {
      try {
        const result = await requestWithdrawal({
          coin: info.coin,
          chainId: network.chainId,
          to: to.trim(),
          amount: unitsToDecimal(amount.units, decimals),
          ...(memo.trim() ? { memo: memo.trim() } : {}),
          payPassword,
          ...(user.googleEnabled ? { googleCode } : {}),
          idempotencyKey: key,
        });
        setDone(result);
        setKey(crypto.randomUUID());
        void withdrawals.mutate();
        void detail.mutate();
        onDone();
      } catch (error) {
        setProblem({ field: 'form', text: failureText(failureOf(error), t('failed')) ?? t('failed') });
      }
    });
  };

  return (
    <>
      {done ? (
        <div className="notice notice-success" role="status" data-testid="withdraw-done">
          <p>{done.withdrawal.state === 'requested' ? t('doneWaiting', { amount: coinAmount(done.withdrawal.amount) }) : t('doneSent', { amount: coinAmount(done.withdrawal.amount) })}</p>
          <Button variant="text" onClick={() => setDone(null)}>
            {t('another')}
          </Button>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate data-testid="withdraw-form">
          {info.networks.length > 1 && <NetworkChoice networks={info.networks} value={network.chainId} onChange={setChainId} name="withdraw" />}
          <TextField label={t('toAddress')} value={to} onChange={setTo} hint={t('toAddressHint', { network: network.name })} error={problem?.field === 'to' ? problem.text : null} autoComplete="off" name="to" />
          {saved.length > 0 && (
            <Select
              label={t('fromAddressBook')}
              value={saved.find((s) => s.address === to)?.id ?? ''}
              onChange={(id) => setTo(saved.find((s) => s.id === id)?.address ?? to)}
              options={[{ value: '', label: t('pickAddress') }, ...saved.map((s) => ({ value: s.id, label: s.name }))]}
              testId="withdraw-address-book"
            />
          )}
          {imitated && (
            <p className="notice notice-error" role="alert" data-testid="poisoning-warning">
              {t('lookalike', { address: imitated })}
            </p>
          )}
          <AmountInput
            label={t('amount', { coin: info.coin })}
            value={amountText}
            onChange={setAmountText}
            coin={info.coin}
            decimals={decimals}
            name="amount"
            hint={t('available', { amount: coinAmount(detail.data.coin.balance) })}
            error={problem?.field === 'amount' ? problem.text : null}
            usdPrice={detail.data.coin.usdPrice}
            prices={detail.data.prices}
          />
          <TextField label={t('memo')} value={memo} onChange={setMemo} hint={t('memoHint')} error={problem?.field === 'memo' ? problem.text : null} autoComplete="off" name="memo" maxLength={64} />
          <dl className="facts">
            <Fact label={t('fee')} testId="withdraw-fee"><Ltr>{coinAmount(fee)}</Ltr></Fact>
            <Fact label={t('total')} testId="withdraw-total"><Ltr>{total ? coinAmount(total) : '–'}</Ltr></Fact>
            <Fact label={t('dayLeft')}><Ltr>{t('usd', { amount: info.limits.dayLeftUsd })}</Ltr></Fact>
            <Fact label={t('monthLeft')}><Ltr>{t('usd', { amount: info.limits.monthLeftUsd })}</Ltr></Fact>
          </dl>
          <p className={styles.note}>{t('irreversible', { approval: info.approvalUsd })}</p>
          <ConfirmPay
            confirmation={confirmation}
            labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('withdraw') }}
            testIds={{ payPassword: 'withdraw-pay-password', googleCode: 'withdraw-google-code', problem: 'withdraw-error', submit: 'withdraw-submit' }}
            busy={busy}
            autoFocus={false}
          />
        </form>
      )}
      <h3 className="section-title">{t('withdrawalsTitle')}</h3>
      {withdrawals.error ? (
        <LoadFailed text={t('withdrawalsFailed')} onRetry={() => void withdrawals.mutate()} />
      ) : !withdrawals.data ? (
        <FormSkeleton label={t('loading')} />
      ) : withdrawals.data.withdrawals.length === 0 ? (
        <Empty title={t('noWithdrawals')} />
      ) : (
        <ul className={styles.list} data-testid="withdrawal-list">
          {withdrawals.data.withdrawals.map((w) => (
            <li key={w.id} className={styles.item} data-testid="withdrawal-item" data-state={w.state} data-tx={w.txHash ?? ''}>
              <span className={styles.itemAmount}>
                <Ltr>{coinAmount(w.amount, false)}</Ltr>
              </span>
              <StatusLabel status={w.state === 'confirmed' ? 'success' : w.state === 'rejected' || w.state === 'failed' ? 'failed' : 'pending'} text={t(`withdrawalStates.${w.state}`)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A decimal wire amount ("0.001") in base units. */
function toUnits(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}
