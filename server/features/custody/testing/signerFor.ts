import type { Db } from '../../../db/db';
import type { CustodyChain } from '../custodySettings';
import type { SignerDeps } from '../signer/signerDeps';
import type { LocalChain } from './localChain';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The signer's deps in the test process: the local chain's client and hot wallet, no crash hook, quiet. */
export function signerFor(db: Db, chain: LocalChain, custodyChain: CustodyChain, replaceAfterMs = 3_600_000): SignerDeps {
  return { db, client: chain.publicClient, chain: custodyChain, account: chain.hotWallet, settings: { replaceAfterMs }, clock: () => new Date(), log: silent, crash: () => {} };
}
