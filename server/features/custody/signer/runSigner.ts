import { followSent } from './followSent';
import { sendSigned } from './sendSigned';
import type { SignerDeps } from './signerDeps';
import { signNext } from './signNext';

/** Withdrawals signed per pass at most (the next pass takes the rest). */
const SIGN_PER_PASS = 20;

/**
 * One pass of a chain's signer: rebroadcasts what was recorded and not yet sent (a restart lands
 * here first), follows what was sent (confirm, fail, replace when stuck), then signs the approved
 * withdrawals in id order and sends them.
 *
 * @example await runSigner(deps)
 */
export async function runSigner(deps: SignerDeps) {
  const runId = `${deps.chain.chainId}-${deps.clock().toISOString().replace(/[:]/g, '')}`;
  const resent = await sendSigned(deps);
  const followed = await followSent(deps, runId);
  let signed = 0;
  while (signed < SIGN_PER_PASS && (await signNext(deps)) !== null) {
    signed++;
    // Recorded and committed, not yet sent (the crash test's second point).
    deps.crash('afterRecord');
  }
  const sent = followed.replaced > 0 || signed > 0 ? await sendSigned(deps) : 0;
  return { resent, signed, sent, ...followed };
}
