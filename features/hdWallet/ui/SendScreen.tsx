'use client';

import { Select } from '@/components/kit/Select';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AmountInput } from '@/components/kit/AmountInput';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { ScanButton } from '@/components/scanner/ScanButton';
import { TextField } from '@/components/kit/TextField';
import { formatAmount } from '@/lib/format/formatAmount';
import { useAmountText, useAmountTextError, useAmountTextWriter } from '@/components/kit/useAmountText';
import { pickedAddressAtom } from '@/features/hdWallet/state/addressBookState';
import { selectedWalletAtom } from '@/lib/state/hdWallet/hdWallet';
import { useKeptState } from '@/lib/state/keptState';
import { useAction } from '@/lib/useAction';
import { validateAddress } from '@/lib/wallet/address/validateAddress';
import { PaymentUriError, parseEip681 } from '@/lib/wallet/eip681/parseEip681';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import { usdPriceOf } from '@/lib/wallet/prices/usdPriceOf';
import type { SendPlan } from '@/lib/wallet/send/planSend';
import { SendPlanError } from '@/lib/wallet/send/sendPlanError';
import { isNodeUnreachable } from '@/lib/wallet/rpc/isNodeUnreachable';
import type { TokenInfo } from '@/lib/wallet/tokens/tokenInfo';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';
import { NoWallet } from './NoWallet';
import { SendConfirm } from './SendConfirm';
import { balancesKey, useBalances } from './useBalances';
import { useCoinPrices } from './useCoinPrices';
import { useNetwork } from '@/lib/state/hdWallet/useNetworks';

const rpc = () => import('@/lib/wallet/rpc/createRpcClient');

/** `/hd-send`: the form, then the confirmation with the exact amount, fee and recipient. */
export function SendScreen() {
  const t = useTranslations('hd.send');
  const wallet = useAtomValue(selectedWalletAtom);
  const network = useNetwork(wallet?.chainId);
  const [plan, setPlan] = useState<SendPlan | null>(null);
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {!wallet || !network ? (
        <NoWallet />
      ) : network.retired || !network.rpc_url ? (
        <p className="notice notice-error" role="alert" data-testid="send-unavailable">
          {t(network.retired ? 'retired' : 'noRpc', { name: network.name })}
        </p>
      ) : plan ? (
        <SendConfirm wallet={wallet} network={network} plan={plan} onBack={() => setPlan(null)} />
      ) : (
        <SendForm wallet={wallet} network={network} onReview={setPlan} />
      )}
    </main>
  );
}

/** `unreachable`: the form's problem is that the node did not answer; a retry is offered. */
type Problems = { recipient?: string; amount?: string; form?: string; unreachable?: boolean };

function SendForm({ wallet, network, onReview }: { wallet: StoredWallet; network: SupportedNetwork; onReview: (plan: SendPlan) => void }) {
  const t = useTranslations('hd.send');
  const { data: balances } = useBalances(network, wallet.address);
  const { mutate } = useSWRConfig();
  const [recipient, setRecipient] = useKeptState('recipient', '');
  const [amountText, setAmountText] = useKeptState('amount', '');
  const [tokenAddress, setTokenAddress] = useKeptState<string>('token', '');
  const [extraToken, setExtraToken] = useKeptState<TokenInfo | null>('extraToken', null);
  // The most Max last filled, in base units: the amount is "max" while it still reads as that.
  const [maxUnits, setMaxUnits] = useKeptState<bigint | null>('maxUnits', null);
  const [problems, setProblems] = useState<Problems>({});
  const [picked, setPicked] = useAtom(pickedAddressAtom);
  const [busy, run] = useAction();
  const formRef = useRef<HTMLFormElement>(null);
  // No answer from the node is said as such (named, with a retry), not as a problem with what was typed.
  const callFailed = (error: unknown): Problems =>
    isNodeUnreachable(error) ? { form: t('nodeUnreachable', { name: network.name }), unreachable: true } : { form: t('estimateFailed') };

  // An address chosen in the address book arrives through memory.
  useEffect(() => {
    if (!picked) return;
    setRecipient(picked);
    setPicked(null);
  }, [picked, setPicked, setRecipient]);

  const native = network.native_currency;
  const held = balances?.tokens ?? [];
  const tokens: TokenInfo[] = [...held.map((h) => h.token), ...(extraToken && !held.some((h) => h.token.address === extraToken.address) ? [extraToken] : [])];
  const token = tokens.find((candidate) => candidate.address === tokenAddress) ?? null;
  const decimals = token ? token.decimals : native.decimals;
  const symbol = token ? token.symbol : native.symbol;
  const balance = token ? (held.find((h) => h.token.address === token.address)?.balance ?? null) : (balances?.native ?? null);
  const amount = useAmountText(amountText, decimals);
  const amountTextError = useAmountTextError(symbol, decimals);
  const writeAmount = useAmountTextWriter();
  const isMax = amount.ok && maxUnits !== null && amount.units === maxUnits;
  const { data: coinList } = useCoinPrices();
  const usdPrice = coinList ? usdPriceOf(symbol, token?.source === 'custom', coinList, { testnet: network.testnet }) : null;

  const applyPaymentCode = (text: string) =>
    run(async () => {
      let request;
      try {
        request = parseEip681(text);
      } catch (error) {
        setProblems({ recipient: t(`uriErrors.${error instanceof PaymentUriError ? error.reason : 'malformed'}`) });
        return;
      }
      if (request.chainId !== undefined && request.chainId !== network.chain_id) {
        setProblems({ recipient: t('uriErrors.wrongChain', { chainId: request.chainId, name: network.name }) });
        return;
      }
      setProblems({});
      setRecipient(request.recipient);
      setMaxUnits(null);
      if (request.kind === 'token') {
        let info = tokens.find((candidate) => candidate.address === request.token) ?? null;
        if (!info) {
          try {
            const [{ createRpcClient }, { readTokenInfo }] = await Promise.all([rpc(), import('@/lib/wallet/tokens/readTokenInfo')]);
            info = await readTokenInfo(createRpcClient(network), request.token);
            setExtraToken(info);
          } catch (error) {
            console.warn('token not read', error);
            setProblems({ recipient: t('unknownToken') });
            return;
          }
        }
        setTokenAddress(info.address);
        if (request.amount !== undefined) setAmountText(writeAmount(request.amount, info.decimals));
      } else {
        setTokenAddress('');
        if (request.amount !== undefined) setAmountText(writeAmount(request.amount, native.decimals));
      }
    });

  const onRecipient = (text: string) => {
    setRecipient(text);
    if (/^ethereum:/i.test(text.trim())) void applyPaymentCode(text.trim());
    else setProblems({ ...problems, recipient: undefined });
  };

  const paste = async () => {
    try {
      onRecipient((await navigator.clipboard.readText()).trim());
    } catch {
      setProblems({ ...problems, recipient: t('pasteFailed') });
    }
  };

  /** The most that can be sent: the token balance, or the native balance less the most the fee can cost. */
  const findMax = async (): Promise<bigint | null> => {
    setProblems({});
    if (balance === null) {
      setProblems({ amount: t('balanceUnknown') });
      return null;
    }
    if (token) {
      setMaxUnits(balance);
      return balance;
    }
    const to = validateAddress(recipient);
    try {
      const [{ createRpcClient }, { maxSendAmount }] = await Promise.all([rpc(), import('@/lib/wallet/send/maxSendAmount')]);
      const max = await maxSendAmount(createRpcClient(network), { from: wallet.address, recipient: to.ok ? to.address : null, token: null, balance });
      setMaxUnits(max);
      return max;
    } catch (error) {
      console.warn('fee not estimated', error);
      setProblems(callFailed(error));
      return null;
    }
  };

  const review = (event: React.FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    const to = validateAddress(recipient);
    if (!to.ok) next.recipient = t(`addressErrors.${to.reason}`);
    if (!amount.ok) next.amount = amountTextError(amount) ?? undefined;
    else if (amount.units === 0n) next.amount = t('amountErrors.zero');
    else if (balance !== null && amount.units > balance) next.amount = t('amountErrors.insufficient', { symbol });
    setProblems(next);
    if (next.recipient || next.amount || !to.ok || !amount.ok) return;
    const units = amount.units;
    void run(async () => {
      try {
        const [{ createRpcClient }, { planSend }] = await Promise.all([rpc(), import('@/lib/wallet/send/planSend')]);
        const nativeBalance = balances?.native ?? null;
        onReview(await planSend(createRpcClient(network), { from: wallet.address, recipient: to.address, amount: units, token, max: isMax, nativeBalance }));
      } catch (error) {
        if (error instanceof SendPlanError) {
          setProblems({ form: t(error.reason === 'feeInsufficient' ? 'feeInsufficient' : 'amountErrors.insufficientWithFee', { symbol: native.symbol }) });
          return;
        }
        console.warn('transfer not estimated', error);
        setProblems(callFailed(error));
        void mutate(balancesKey(network, wallet.address));
      }
    });
  };

  return (
    <form className="form" onSubmit={review} noValidate ref={formRef}>
      <Select<string>
        label={t('coin')}
        className="field"
        value={tokenAddress}
        onChange={(next) => {
          setTokenAddress(next);
          setMaxUnits(null);
        }}
        testId="send-coin"
        options={[{ value: '', label: native.symbol }, ...tokens.map((candidate) => ({ value: candidate.address, label: candidate.symbol }))]}
      />
      <TextField
        label={t('recipient')}
        value={recipient}
        onChange={onRecipient}
        error={problems.recipient}
        hint={t('recipientHint')}
        autoComplete="off"
        end={
          <>
            <button type="button" className="button button-secondary field-action" onClick={() => void paste()}>
              {t('paste')}
            </button>
            {/* A scanned code goes the way a pasted one does: EIP-681 links are read, anything else is the address. */}
            <ScanButton onResult={onRecipient} />
          </>
        }
      />
      <p className="form-links">
        <AppLink href="/addressBook?wallet=hd&pick=1">{t('fromBook')}</AppLink>
      </p>
      <AmountInput
        label={t('amount', { symbol })}
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          if (problems.amount) setProblems({ ...problems, amount: undefined });
        }}
        coin={symbol}
        decimals={decimals}
        error={problems.amount}
        hint={balance === null ? undefined : t('available', { amount: formatAmount({ value: balance, decimals }, { exact: true }), symbol })}
        usdPrice={usdPrice}
        prices={coinList?.prices}
        onMax={async () => (await run(findMax)) ?? null}
        maxTestId="send-max"
      />
      {problems.form && (
        <div className="form-error" role="alert" data-testid="send-problem">
          <p>{problems.form}</p>
          {problems.unreachable && (
            <Button variant="secondary" onClick={() => formRef.current?.requestSubmit()} disabled={busy} testId="send-retry">
              {t('retry')}
            </Button>
          )}
        </div>
      )}
      <Button type="submit" busy={busy} testId="send-review">
        {t('next')}
      </Button>
    </form>
  );
}
