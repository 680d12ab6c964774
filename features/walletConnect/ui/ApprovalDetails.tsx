'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { formatUnits, type Address } from 'viem';
import { useNetwork } from '@/lib/state/hdWallet/useNetworks';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import type { DigestPayload, PersonalMessagePayload, TransactionPayload, TypedDataPayload } from '@/features/walletConnect/logic/requestMethods';
import type { TypedDataNode } from '@/features/walletConnect/logic/typedDataTree';
import type { ValidRequest } from '@/features/walletConnect/logic/validateRequest';

/**
 * What the user is asked to sign, in human terms (the method's approval screen): a transaction's
 * recipient, value, fee and decoded ERC-20 meaning; a message as text (or hex); typed data as its
 * domain and a tree of fields; eth_sign's raw digest behind a danger warning.
 */
export function ApprovalDetails({ request, chainId }: { request: ValidRequest; chainId: number }) {
  switch (request.screen) {
    case 'transaction':
      return <TransactionDetails payload={request.payload as TransactionPayload} chainId={chainId} />;
    case 'message':
      return <MessageDetails payload={request.payload as PersonalMessagePayload} />;
    case 'typedData':
      return <TypedDataDetails payload={request.payload as TypedDataPayload} />;
    case 'dangerousSign':
      return <DangerousDetails payload={request.payload as DigestPayload} />;
  }
}

function TransactionDetails({ payload, chainId }: { payload: TransactionPayload; chainId: number }) {
  const t = useTranslations('walletConnect.transaction');
  const network = useNetwork(chainId);
  const { transaction, knownCall } = payload;
  const native = network?.native_currency ?? { symbol: 'ETH', decimals: 18 };
  const fee = useFee(network, payload);
  const token = useTokenInfo(network, knownCall ? transaction.to : undefined);
  const tokenAmount = (amount: bigint) => (token.data ? `${formatUnits(amount, token.data.decimals)} ${token.data.symbol}` : t('baseUnits', { amount: amount.toString() }));

  return (
    <>
      {knownCall?.kind === 'erc20Transfer' && (
        <p className="notice" data-testid="wc-known-call">
          {t('erc20Transfer', { amount: tokenAmount(knownCall.amount), to: knownCall.to })}
        </p>
      )}
      {knownCall?.kind === 'erc20Approve' && (
        <p className={`notice ${knownCall.unlimited ? 'notice-warning' : ''}`} data-testid="wc-known-call">
          {knownCall.unlimited
            ? t('erc20ApproveUnlimited', { spender: knownCall.spender, token: token.data?.symbol ?? transaction.to ?? '' })
            : t('erc20Approve', { amount: tokenAmount(knownCall.amount), spender: knownCall.spender })}
        </p>
      )}
      <dl className="summary" data-testid="wc-transaction">
        <dt>{t(knownCall ? 'contract' : 'recipient')}</dt>
        <dd>
          <code className="address address-full" data-testid="wc-recipient">
            {transaction.to ?? t('contractCreation')}
          </code>
        </dd>
        <dt>{t('value')}</dt>
        <dd data-testid="wc-value">
          {formatUnits(transaction.value ?? 0n, native.decimals)} {native.symbol}
        </dd>
        <dt>{t('fee')}</dt>
        <dd data-testid="wc-fee">
          {fee.data !== undefined ? `${formatUnits(fee.data, native.decimals)} ${native.symbol}` : fee.error ? t('feeUnknown') : t('feeEstimating')}
        </dd>
        <dt>{t('network')}</dt>
        <dd>{network?.name ?? chainId}</dd>
        {transaction.data && transaction.data !== '0x' && !knownCall && (
          <>
            <dt>{t('data')}</dt>
            <dd>
              <code className="address">{transaction.data.length > 202 ? `${transaction.data.slice(0, 202)}…` : transaction.data}</code>
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

/** The most the network fee can cost: the dapp's gas and price where it gave them, else estimated. */
function useFee(network: SupportedNetwork | undefined, { transaction }: TransactionPayload) {
  const key = network?.rpc_url
    ? ['wc-fee', network.chain_id, transaction.to ?? '', String(transaction.value ?? ''), transaction.data ?? '', String(transaction.gasLimit ?? ''), String(transaction.maxFeePerGas ?? transaction.gasPrice ?? '')]
    : null;
  return useSWR(
    key,
    async () => {
      const [{ createRpcClient }, { estimateGas, estimateFeesPerGas, getGasPrice }] = await Promise.all([import('@/lib/wallet/rpc/createRpcClient'), import('viem/actions')]);
      const client = createRpcClient(network as SupportedNetwork);
      const gas = transaction.gasLimit ?? (await estimateGas(client, { to: transaction.to, value: transaction.value, data: transaction.data }));
      const price = transaction.maxFeePerGas ?? transaction.gasPrice ?? (await estimateFeesPerGas(client).then((f) => f.maxFeePerGas, () => getGasPrice(client)));
      return gas * price;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

function useTokenInfo(network: SupportedNetwork | undefined, token: Address | undefined) {
  return useSWR(
    network?.rpc_url && token ? ['wc-token', network.chain_id, token] : null,
    async () => {
      const [{ createRpcClient }, { readTokenInfo }] = await Promise.all([import('@/lib/wallet/rpc/createRpcClient'), import('@/lib/wallet/tokens/readTokenInfo')]);
      return readTokenInfo(createRpcClient(network as SupportedNetwork), token as Address);
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

function MessageDetails({ payload }: { payload: PersonalMessagePayload }) {
  const t = useTranslations('walletConnect.message');
  const { display } = payload;
  return (
    <div className="field">
      <p className="field-label">{t(display.kind === 'text' ? 'text' : 'hex')}</p>
      <pre className="secret-text wc-message" data-testid="wc-message">
        {display.kind === 'text' ? display.text : display.hex}
      </pre>
    </div>
  );
}

function TypedDataDetails({ payload }: { payload: TypedDataPayload }) {
  const t = useTranslations('walletConnect.typedData');
  const { tree } = payload;
  return (
    <div data-testid="wc-typed-data">
      <p className="field-label">{t('domain')}</p>
      <Tree nodes={tree.domain} />
      <p className="field-label">{t('message', { type: tree.primaryType })}</p>
      <Tree nodes={tree.message} />
    </div>
  );
}

function Tree({ nodes }: { nodes: TypedDataNode[] }) {
  return (
    <ul className="wc-tree">
      {nodes.map((node) => (
        <li key={node.name}>
          <span className="wc-tree-name">{node.name}</span> <span className="wc-tree-type">{node.type}</span>
          {node.children ? <Tree nodes={node.children} /> : <code className="wc-tree-value">{node.value}</code>}
        </li>
      ))}
    </ul>
  );
}

function DangerousDetails({ payload }: { payload: DigestPayload }) {
  const t = useTranslations('walletConnect.danger');
  return (
    <>
      <p className="notice notice-error" role="alert" data-testid="wc-danger">
        {t('warning')}
      </p>
      <div className="field">
        <p className="field-label">{t('raw')}</p>
        <pre className="secret-text wc-message" data-testid="wc-message">
          {payload.hash}
        </pre>
      </div>
    </>
  );
}
