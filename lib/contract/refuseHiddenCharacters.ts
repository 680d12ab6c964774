import type { z } from 'zod';
import { HIDDEN_CHARACTER_REASONS, hiddenCharacterProblem } from './textRules';

/**
 * A zod refinement for text that is shown to people (names, memos): refuses lone surrogates,
 * text-direction controls and invisible characters (textRules.ts) with a reason that names them,
 * which validateInput sends as a 400 errors.validation.invalid.
 *
 * @example const memo = z.string().trim().max(100).superRefine(refuseHiddenCharacters)
 */
export function refuseHiddenCharacters(value: string, ctx: z.RefinementCtx<string>): void {
  const problem = hiddenCharacterProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: HIDDEN_CHARACTER_REASONS[problem], input: value });
}
