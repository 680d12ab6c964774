/**
 * Custody's figures for the note: how many blocks a second the deposit watcher scans
 * with 10,000 user addresses, and the time from a deposit's N-th confirmation to its credit.
 *
 *   npx tsx scripts/bench-custody.ts [--users 10000] [--blocks 200] [--per-block 20]
 *
 * A local anvil (127.0.0.1, a free port, mining stepped by the script) and the server's database (PGlite in a
 * temp folder, or DATABASE_URL: a throwaway database). Each block carries `--per-block` token
 * transfers and a quarter as many native ones, half to user addresses, half elsewhere.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { type Address, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { testTokenAbi } from '../lib/wallet/testing/testToken';
import { createUser } from '../server/features/account/createUser';
import { parseConfig } from '../server/config';
import { deriveDepositAddress, xpubFingerprint } from '../server/features/custody/keys/deriveDepositAddress';
import { CHAIN_ID, TEST_XPUB, startLocalChain } from '../server/features/custody/testing/localChain';
import { runChainWatcher } from '../server/features/custody/watcher/runChainWatcher';
import { percentiles, positive, startBenchServer } from './benchHarness';

async function main() {
  const { values } = parseArgs({ options: { users: { type: 'string' }, blocks: { type: 'string' }, 'per-block': { type: 'string' } } });
  const userCount = positive('users', values.users ?? '10000');
  const blockCount = positive('blocks', values.blocks ?? '200');
  const perBlock = positive('per-block', values['per-block'] ?? '20');
  const chain = await startLocalChain();
  const server = await startBenchServer({ hash: 'test', env: { CUSTODY_POLL_SECONDS: '0' } });
  try {
    const token = await chain.deployToken(6, parseUnits('1000000000', 6));
    const settings = parseConfig(
      { CUSTODY_XPUB: TEST_XPUB, [`RPC_URL_${CHAIN_ID}`]: chain.url, [`CUSTODY_NATIVE_${CHAIN_ID}`]: 'ETH', [`CUSTODY_CONFIRMATIONS_${CHAIN_ID}`]: '12', [`CUSTODY_TOKENS_${CHAIN_ID}`]: `USDT=${token}:6` },
      process.cwd(),
    ).custody;
    const custodyChain = settings.chains[0]!;
    let t = performance.now();
    const addresses: Address[] = [];
    const fingerprint = xpubFingerprint(TEST_XPUB);
    for (let i = 0; i < userCount; i++) {
      const user = await createUser(server.db, { phone: null, passwordHash: null, inviterId: null, registeredAt: new Date() });
      const address = deriveDepositAddress(TEST_XPUB, i);
      await server.db.query('INSERT INTO custody_addresses (user_id, derivation_index, address, xpub_fingerprint, created_at) VALUES ($1, $2, $3, $4, $5)', [
        user.id,
        i,
        address.toLowerCase(),
        fingerprint,
        new Date(),
      ]);
      addresses.push(address);
    }
    console.log(`${userCount} users with deposit addresses in ${((performance.now() - t) / 1000).toFixed(1)} s (${server.db.kind})`);
    const watch = () => runChainWatcher({ db: server.db, client: chain.publicClient, chain: custodyChain, settings, clock: () => new Date(), log: { info: () => {}, warn: () => {}, error: console.error } });
    await watch();

    const elsewhere = () => privateKeyToAddress(generatePrivateKey());
    const pick = (i: number) => (i % 2 === 0 ? addresses[(i * 7919) % addresses.length]! : elsewhere());
    let nonce = await chain.publicClient.getTransactionCount({ address: chain.funder.address, blockTag: 'pending' });
    t = performance.now();
    for (let b = 0; b < blockCount; b++) {
      for (let i = 0; i < perBlock; i++) {
        await chain.wallet.writeContract({ address: token, abi: testTokenAbi, functionName: 'transfer', args: [pick(b * perBlock + i), 5_000000n], nonce: nonce++, gas: 80_000n });
      }
      for (let i = 0; i < Math.ceil(perBlock / 4); i++) await chain.wallet.sendTransaction({ to: pick(b * perBlock + i), value: parseEther('0.01'), nonce: nonce++, gas: 21_000n });
      await chain.mine(1);
    }
    console.log(`${blockCount} blocks of ${perBlock} token + ${Math.ceil(perBlock / 4)} native transfers made in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    let scanned = 0;
    let found = 0;
    for (;;) {
      const run = await watch();
      scanned += run.scanned;
      found += run.found;
      if (run.tip !== null && run.tip >= (await chain.publicClient.getBlockNumber({ cacheTime: 0 }))) break;
    }
    const scanS = (performance.now() - t) / 1000;
    console.log(`watcher: ${scanned} blocks, ${found} deposits to users found (and credited where confirmed) in ${scanS.toFixed(2)} s: ${(scanned / scanS).toFixed(1)} blocks/s with ${userCount} addresses`);

    // Time from the N-th confirmation to the credit: a deposit, then N-1 more blocks; the watcher's
    // next run credits it. Measured as the run's duration (add half of CUSTODY_POLL_SECONDS on average).
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      await chain.sendToken(token, addresses[i]!, 7_000000n);
      await chain.mine(1);
      await watch();
      await chain.mine(custodyChain.confirmations - 1);
      const t0 = performance.now();
      const run = await watch();
      times.push(performance.now() - t0);
      if (run.credits.credited < 1) throw new Error(`deposit ${i} was not credited at its ${custodyChain.confirmations}th confirmation`);
    }
    console.log(`N-th confirmation (N = ${custodyChain.confirmations}) → credit, the watcher run that credits it: ms ${percentiles(times)} (10 deposits; plus the wait for the next run, at most CUSTODY_POLL_SECONDS)`);
  } finally {
    await server.close();
    await chain.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench-custody failed:', error);
    process.exit(1);
  },
);
