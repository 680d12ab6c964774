import type { PrivateKeyAccount } from 'viem/accounts';
import type { PublicClient } from 'viem';
import type { Db } from '../../../db/db';
import type { CustodyChain } from '../custodySettings';
import type { SignerSettings } from './signerSettings';

/** What one chain's signer works with. `crash` is the test hook (signerSettings.ts): a no-op unless asked. */
export type SignerDeps = {
  db: Db;
  client: PublicClient;
  chain: CustodyChain;
  account: PrivateKeyAccount;
  settings: Pick<SignerSettings, 'replaceAfterMs'>;
  clock: () => Date;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  crash: (point: 'afterSign' | 'afterRecord') => void;
};
