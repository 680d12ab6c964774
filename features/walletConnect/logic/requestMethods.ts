import type { Chain, Hex, LocalAccount, SignableMessage, Transport, WalletClient } from 'viem';
import { decodeKnownCall, type KnownCall } from './decodeKnownCall';
import { type DisplayMessage, isHexMessage, messageForDisplay } from './messageForDisplay';
import { type ParsedTypedData, parseTypedData } from './parseTypedData';
import { type PreparedTransaction, prepareTransaction } from './prepareTransaction';
import { REJECTIONS, RequestRejection } from './rejections';
import { type TypedDataTree, typedDataTree } from './typedDataTree';

/**
 * The approval screen a request opens:
 * - `transaction`: recipient, value, fee and, for ERC-20 transfer/approve, their meaning;
 * - `message`: a personal_sign message, as text when it is text;
 * - `typedData`: the EIP-712 domain and fields as a tree;
 * - `dangerousSign`: eth_sign, behind an explicit warning with the raw hex, because a signed
 *   32-byte digest can be a transaction or anything else.
 */
export type ApprovalScreen = 'transaction' | 'message' | 'typedData' | 'dangerousSign';

/** Who signs: the active account, and for transactions a wallet client on the session's chain. */
export type RequestSigner = {
  account: LocalAccount;
  client?: WalletClient<Transport, Chain>;
};

/**
 * One wallet-connection method: where its params keep the requesting address, how they are read
 * and checked (before anything is shown), which screen approves it, and how it is carried out.
 * Adding a method is adding one entry to REQUEST_METHODS.
 */
export type MethodEntry<Payload> = {
  screen: ApprovalScreen;
  /** The address the dapp names as signer (compared with the active one by validateRequest). */
  requestedAddress: (params: readonly unknown[]) => unknown;
  /**
   * Reads the params into what the screen shows and what is signed.
   * @throws {RequestRejection} on malformed params or a chain other than the session's.
   */
  parse: (params: readonly unknown[], session: { chainId: number }) => Payload;
  /** Signs or sends; the hex result goes back to the dapp. */
  execute: (payload: Payload, signer: RequestSigner) => Promise<Hex | undefined>;
};

export type TransactionPayload = { transaction: PreparedTransaction; knownCall: KnownCall | null };
export type PersonalMessagePayload = { message: SignableMessage; display: DisplayMessage };
export type DigestPayload = { hash: Hex };
export type TypedDataPayload = { typedData: ParsedTypedData; tree: TypedDataTree };

const defineMethod = <Payload>(entry: MethodEntry<Payload>): MethodEntry<Payload> => entry;

const transactionMethod = (execute: MethodEntry<TransactionPayload>['execute']) =>
  defineMethod<TransactionPayload>({
    screen: 'transaction',
    requestedAddress: (params) => (isObject(params[0]) ? params[0].from : undefined),
    parse: (params, session) => {
      const transaction = prepareTransaction(params[0]);
      if (transaction.chainId !== undefined && transaction.chainId !== session.chainId) {
        throw new RequestRejection(REJECTIONS.chainMismatch, `transaction chainId ${transaction.chainId} is not the session's ${session.chainId}`);
      }
      return { transaction, knownCall: decodeKnownCall(transaction.data) };
    },
    execute,
  });

const typedDataMethod = defineMethod<TypedDataPayload>({
  screen: 'typedData',
  requestedAddress: (params) => params[0],
  parse: (params, session) => {
    const typedData = parseTypedData(params[1]);
    const { chainId } = typedData.domain;
    if (chainId !== undefined && Number(chainId) !== session.chainId) {
      throw new RequestRejection(REJECTIONS.chainMismatch, `typed data domain chainId ${chainId} is not the session's ${session.chainId}`);
    }
    return { typedData, tree: typedDataTree(typedData) };
  },
  execute: ({ typedData }, { account }) => account.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0]),
});

/**
 * The supported methods (SPEC §7). Params orders: eth_sign (address, message), personal_sign
 * (message, address), eth_signTypedData(_v4) (address, typed data JSON), transactions ({ from, … }).
 * eth_signTypedData is taken as v4, as MetaMask and WalletConnect v1 dapps send it.
 */
export const REQUEST_METHODS = {
  eth_sendTransaction: transactionMethod(({ transaction }, { account, client }) => {
    const wallet = requireClient(client);
    return wallet.sendTransaction({ ...toViemTransaction(transaction), account, chain: wallet.chain } as Parameters<typeof wallet.sendTransaction>[0]);
  }),

  eth_signTransaction: transactionMethod(async ({ transaction }, { account, client }) => {
    const wallet = requireClient(client);
    // Fill in what the dapp left out (nonce, gas, fees, type, chainId) from the chain, then sign.
    const prepared = await wallet.prepareTransactionRequest({ ...toViemTransaction(transaction), account, chain: wallet.chain } as Parameters<
      typeof wallet.prepareTransactionRequest
    >[0]);
    return wallet.signTransaction({ ...prepared, account } as Parameters<typeof wallet.signTransaction>[0]);
  }),

  eth_sign: defineMethod<DigestPayload>({
    screen: 'dangerousSign',
    requestedAddress: (params) => params[0],
    parse: (params) => {
      const hash = params[1];
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
        throw new RequestRejection(REJECTIONS.failedOrRejected, 'eth_sign message is not a 32-byte hex digest');
      }
      return { hash: hash.toLowerCase() as Hex };
    },
    execute: ({ hash }, { account }) => {
      if (!account.sign) throw new Error('this account cannot sign raw digests');
      return account.sign({ hash });
    },
  }),

  personal_sign: defineMethod<PersonalMessagePayload>({
    screen: 'message',
    requestedAddress: (params) => params[1],
    parse: (params) => {
      const message = params[0];
      if (typeof message !== 'string') throw new RequestRejection(REJECTIONS.failedOrRejected, 'personal_sign message is not a string');
      // SPEC §5: hex strings are signed as the bytes they spell, anything else as UTF-8 text.
      return { message: isHexMessage(message) ? { raw: message } : message, display: messageForDisplay(message) };
    },
    execute: ({ message }, { account }) => account.signMessage({ message }),
  }),

  eth_signTypedData: typedDataMethod,
  eth_signTypedData_v4: typedDataMethod,
} as const;

export type RequestMethodName = keyof typeof REQUEST_METHODS;

export type PayloadOf<M extends RequestMethodName> = (typeof REQUEST_METHODS)[M] extends MethodEntry<infer P> ? P : never;

/** Whether `method` is one we support; own keys only, so 'toString' or '__proto__' are not methods. */
export function isRequestMethod(method: unknown): method is RequestMethodName {
  return typeof method === 'string' && Object.prototype.hasOwnProperty.call(REQUEST_METHODS, method);
}

/**
 * A method's entry with its payload type erased, for code that handles every method alike: the
 * payload it passes to `execute` is the one the same entry's `parse` returned.
 */
export function methodEntry(method: RequestMethodName): MethodEntry<unknown> {
  return REQUEST_METHODS[method] as unknown as MethodEntry<unknown>;
}

function toViemTransaction(tx: PreparedTransaction) {
  const { gasLimit, chainId: _chainId, ...rest } = tx;
  return { ...rest, gas: gasLimit };
}

function requireClient(client: RequestSigner['client']): WalletClient<Transport, Chain> {
  if (!client) throw new Error('a wallet client is needed to sign transactions');
  return client;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
