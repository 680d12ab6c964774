import { type Block, type Hash, type PublicClient, parseAbiItem } from 'viem';
import type { Db, Queryable } from '../../../db/db';
import { listCoins } from '../../../core/coins/coinRow';
import type { CustodySettings, CustodyChain } from '../custodySettings';
import { minDepositUnits, toLedgerUnits } from '../custodyAssets';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** How many blocks one pass reads at most (one batch of getBlock calls and one eth_getLogs). */
export const BLOCKS_PER_PASS = 100;
/** Scanned blocks kept (far deeper than any confirmation count): older rows are pruned. */
const KEEP_BLOCKS = 2000n;

export type ScanDeps = { db: Db; client: PublicClient; chain: CustodyChain; settings: CustodySettings; now: () => Date };
export type ScanResult = {
  /** The highest block scanned, once this pass is done (null: nothing scanned yet). */
  tip: bigint | null;
  head: bigint;
  scanned: number;
  found: number;
  /** Blocks dropped from the stored chain because the node replaced them. */
  reorged: number;
};

type Found = { txHash: string; logIndex: number; blockNumber: bigint; blockHash: string; to: string; from: string; coin: string; chainAmount: bigint; chainDecimals: number };

/**
 * One pass of a chain's deposit watcher: reads the blocks after the last one scanned (at most
 * BLOCKS_PER_PASS, stopping at the node's head), block by block, checking that each one's parent
 * hash is the stored hash of the block before; a mismatch is a reorg: the stored blocks from there
 * are dropped and their uncredited deposits orphaned, and the next pass rescans. Deposits found are
 * native transfers (a successful transaction's value to a user address) and `Transfer` logs of the
 * chain's listed tokens to user addresses (one eth_getLogs for the whole range, each log's block hash
 * checked against the block read). Blocks and deposits of a pass are stored in one transaction, a
 * deposit once per (chain, tx, log index), so a pass repeated after a crash finds nothing new.
 * The first pass on a chain starts at the node's head (history before custody is not scanned).
 *
 * @example const { tip } = await scanChain({ db, client, chain, settings, now: clock })
 */
export async function scanChain(deps: ScanDeps): Promise<ScanResult> {
  const { db, client, chain } = deps;
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const [stored] = await db.query<{ number: string | null }>('SELECT max(number)::text AS number FROM custody_blocks WHERE chain_id = $1', [chain.chainId]);
  const last = stored?.number === null || stored?.number === undefined ? null : BigInt(stored.number);
  const from = last === null ? head : last + 1n;
  if (from > head) return { tip: last, head, scanned: 0, found: 0, reorged: 0 };
  const to = from + BigInt(BLOCKS_PER_PASS) - 1n < head ? from + BigInt(BLOCKS_PER_PASS) - 1n : head;

  const numbers: bigint[] = [];
  for (let n = from; n <= to; n++) numbers.push(n);
  const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })));

  // The chain of parent hashes, from the last stored block through this batch.
  if (last !== null) {
    const [parent] = await db.query<{ hash: string }>('SELECT hash FROM custody_blocks WHERE chain_id = $1 AND number = $2', [chain.chainId, last]);
    if (parent && blocks[0]!.parentHash !== parent.hash) return { tip: last, head, scanned: 0, found: 0, reorged: await unwind(deps, last) };
  }
  let usable = blocks.length;
  for (let i = 1; i < blocks.length; i++) {
    // The node moved under us while we read: keep the consistent prefix, the next pass goes on.
    if (blocks[i]!.parentHash !== blocks[i - 1]!.hash) {
      usable = i;
      break;
    }
  }
  const batch = blocks.slice(0, usable);
  const batchTo = batch[batch.length - 1]!.number!;

  const users = new Map(
    (await db.query<{ address: string; user_id: bigint }>('SELECT address, user_id FROM custody_addresses')).map((r) => [r.address, r.user_id]),
  );
  const found: Found[] = [];
  const hashes = new Map(batch.map((b) => [b.number!, b.hash!]));

  if (chain.tokens.length > 0 && users.size > 0) {
    const tokens = new Map(chain.tokens.map((t) => [t.contract.toLowerCase(), t]));
    const logs = await client.getLogs({ address: chain.tokens.map((t) => t.contract), event: TRANSFER, fromBlock: from, toBlock: batchTo, strict: true });
    for (const log of logs) {
      if (hashes.get(log.blockNumber) !== log.blockHash) {
        // The logs come from another fork than the blocks: leave the range to the next pass.
        return { tip: last, head, scanned: 0, found: 0, reorged: 0 };
      }
      const to = log.args.to.toLowerCase();
      const token = tokens.get(log.address.toLowerCase());
      if (!token || !users.has(to) || log.args.value === 0n) continue;
      found.push({
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        to,
        from: log.args.from.toLowerCase(),
        coin: token.coin,
        chainAmount: log.args.value,
        chainDecimals: token.decimals,
      });
    }
  }
  if (users.size > 0) {
    for (const block of batch) {
      for (const tx of block.transactions) {
        if (typeof tx === 'string' || !tx.to || tx.value === 0n) continue;
        const to = tx.to.toLowerCase();
        if (!users.has(to)) continue;
        // A reverted transaction moves no value; only a successful one is a deposit.
        const receipt = await client.getTransactionReceipt({ hash: tx.hash });
        if (receipt.status !== 'success') continue;
        found.push({
          txHash: tx.hash,
          logIndex: -1,
          blockNumber: block.number!,
          blockHash: block.hash!,
          to,
          from: tx.from.toLowerCase(),
          coin: chain.nativeCoin,
          chainAmount: tx.value,
          chainDecimals: 18,
        });
      }
    }
  }

  const coins = new Map((await listCoins(db)).map((c) => [c.symbol, c]));
  const now = deps.now();
  await db.tx(async (q) => {
    await storeBlocks(q, chain.chainId, batch);
    for (const deposit of found) {
      const coin = coins.get(deposit.coin);
      if (!coin) throw new Error(`custody lists ${deposit.coin} on chain ${chain.chainId}, which is not a coin`);
      const amount = toLedgerUnits(deposit.chainAmount, deposit.chainDecimals, coin.decimals);
      const state = amount < minDepositUnits(deps.settings, coin) ? 'belowMinimum' : 'pending';
      await q.query(
        `INSERT INTO custody_deposits (chain_id, tx_hash, log_index, block_number, block_hash, user_id, coin, to_address, from_address,
                                       chain_amount, amount, exchange_name, state, seen_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                (SELECT name FROM custody_exchange_addresses WHERE chain_id = $1 AND address = $9), $12, $13
         ON CONFLICT (chain_id, tx_hash, log_index) WHERE state <> 'orphaned' DO NOTHING`,
        [
          chain.chainId,
          deposit.txHash,
          deposit.logIndex,
          deposit.blockNumber,
          deposit.blockHash,
          users.get(deposit.to)!,
          deposit.coin,
          deposit.to,
          deposit.from,
          String(deposit.chainAmount),
          String(amount),
          state,
          now,
        ],
      );
    }
    await q.query('DELETE FROM custody_blocks WHERE chain_id = $1 AND number < $2', [chain.chainId, batchTo - KEEP_BLOCKS]);
  });
  return { tip: batchTo, head, scanned: batch.length, found: found.length, reorged: 0 };
}

async function storeBlocks(q: Queryable, chainId: number, blocks: readonly Block[]): Promise<void> {
  await q.query(
    `INSERT INTO custody_blocks (chain_id, number, hash, parent_hash)
     SELECT $1, b.n, b.h, b.p FROM unnest($2::bigint[], $3::text[], $4::text[]) AS b (n, h, p)`,
    [chainId, `{${blocks.map((b) => b.number).join(',')}}`, `{${blocks.map((b) => b.hash).join(',')}}`, `{${blocks.map((b) => b.parentHash).join(',')}}`],
  );
}

/**
 * A reorg under the stored tip: walks back from `last` to the highest stored block the node still
 * has (same hash), drops the stored blocks above it and orphans the uncredited deposits in them.
 * A credited deposit is never taken back (its block was `confirmations` deep); it is logged by the caller.
 */
async function unwind(deps: ScanDeps, last: bigint): Promise<number> {
  const { db, client, chain } = deps;
  let keep = last;
  for (;;) {
    const [row] = await db.query<{ hash: string }>('SELECT hash FROM custody_blocks WHERE chain_id = $1 AND number = $2', [chain.chainId, keep]);
    if (!row) break;
    const onChain = await client.getBlock({ blockNumber: keep }).catch(() => null);
    if (onChain?.hash === (row.hash as Hash)) break;
    keep--;
  }
  return db.tx(async (q) => {
    await q.query(
      "UPDATE custody_deposits SET state = 'orphaned' WHERE chain_id = $1 AND block_number > $2 AND state IN ('pending', 'belowMinimum')",
      [chain.chainId, keep],
    );
    const dropped = await q.query('DELETE FROM custody_blocks WHERE chain_id = $1 AND number > $2 RETURNING number', [chain.chainId, keep]);
    return dropped.length;
  });
}
