import { hiddenCharacterProblem } from '@/lib/contract/textRules';
import { MEMO_MAX } from '@/features/cloudWallet/contract/walletRules';

export type MemoProblem = 'tooLong' | 'hiddenCharacters';

/**
 * Checks a transfer memo as typed, with the server's rules: optional, at most 100 characters
 * (UTF-16 units, as the server counts) after trimming, and nothing that would show it as other
 * than it is: text-direction controls, invisible characters, lone surrogates (lib/contract/textRules.ts).
 *
 * @example checkMemo('refund \u202E0001') // 'hiddenCharacters'
 */
export function checkMemo(memo: string): MemoProblem | null {
  const text = memo.trim();
  if (text.length > MEMO_MAX) return 'tooLong';
  return hiddenCharacterProblem(text) ? 'hiddenCharacters' : null;
}
