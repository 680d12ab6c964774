/** `insufficientWithFee`: the native amount plus the fee is over the balance; `feeInsufficient`: the fee of a token transfer is. */
export type SendPlanProblem = 'insufficientWithFee' | 'feeInsufficient';

/** The transfer cannot be paid for; the user can lower the amount or add to the native balance. */
export class SendPlanError extends Error {
  override name = 'SendPlanError';
  constructor(readonly reason: SendPlanProblem) {
    super(reason === 'feeInsufficient' ? 'The native balance does not cover the network fee' : 'The amount and the network fee are over the balance');
  }
}
