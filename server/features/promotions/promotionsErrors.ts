import { PROMOTIONS_ERRORS as CODES } from '../../../features/promotions/contract/promotionsApi';
import { PROMOTIONS_ERROR_KEYS as KEYS } from '../../../features/promotions/contract/promotionsErrorKeys';
import { MAX_PRICE_USDT } from '../../../features/promotions/contract/promotionsRules';
import { AppError } from '../../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/** The promotions feature's own failures, each with its English msg and translation key. Prices are USDT per token. */
export const promotionsErrors = {
  priceUnavailable: (coin: string) =>
    fail(503, CODES.priceUnavailable, `${coin} has no price at the moment, so it cannot be bought; try again later.`, KEYS.priceUnavailable, { coin }),
  priceChanged: (price: string, coin: string) =>
    fail(409, CODES.priceChanged, `The price of ${coin} is now ${price} USDT; nothing was bought. Check the new price and confirm again.`, KEYS.priceChanged, { price, coin }),
  priceInvalid: () =>
    fail(400, CODES.priceInvalid, `A price must be above 0 and at most ${MAX_PRICE_USDT} USDT, with at most 6 decimals.`, KEYS.priceInvalid, { maximum: MAX_PRICE_USDT }),
  notIssued: (coin: string) =>
    fail(400, CODES.notIssued, `${coin} is not a token the platform issued: its price comes from the markets.`, KEYS.notIssued, { coin }),
  discountCapExceeded: (cap: string, left: string, coin: string) =>
    fail(400, CODES.discountCapExceeded, `You can't buy more than ${cap} ${coin} in the discounted sale; you may still buy ${left}.`, KEYS.discountCapExceeded, { cap, left, coin }),
  discountKycTooLow: (level: number, required: number) =>
    fail(403, CODES.discountKycTooLow, `The discounted sale needs KYC level ${required} or above; yours is ${level}.`, KEYS.discountKycTooLow, { level, required }),
  discountAlreadyParticipated: (event: string) =>
    fail(403, CODES.discountAlreadyParticipated, `You took part in an earlier discount event (${event}), so you cannot take part in this one.`, KEYS.discountAlreadyParticipated, { event }),
  discountClosed: () => fail(409, CODES.discountClosed, 'No discounted sale is open at the moment.', KEYS.discountClosed),
  presaleUnknown: (round: string) => fail(404, CODES.presaleUnknown, `There is no pre-sale round ${round}.`, KEYS.presaleUnknown, { round }),
  presaleNotOpen: (opensAt: string) => fail(409, CODES.presaleNotOpen, `This pre-sale round opens at ${opensAt}; nothing was committed.`, KEYS.presaleNotOpen, { opensAt }),
  presaleClosed: (closesAt: string) => fail(409, CODES.presaleClosed, `This pre-sale round closed at ${closesAt}; nothing was committed.`, KEYS.presaleClosed, { closesAt }),
  presaleCapExceeded: (cap: string, left: string) =>
    fail(400, CODES.presaleCapExceeded, `You can commit at most ${cap} USDT to this round; you may still commit ${left} USDT.`, KEYS.presaleCapExceeded, { cap, left }),
  presaleNotWholeLots: (lot: string) => fail(400, CODES.presaleNotWholeLots, `Commit whole lots of ${lot} USDT.`, KEYS.presaleNotWholeLots, { lot }),
  presaleNotClosed: (closesAt: string) => fail(409, CODES.presaleNotClosed, `The round is drawn after its window closes at ${closesAt}.`, KEYS.presaleNotClosed, { closesAt }),
  exchangeOverPoints: (points: string, available: string) =>
    fail(400, CODES.exchangeOverPoints, `Exchanging more than the available points: ${points} points asked, ${available} available.`, KEYS.exchangeOverPoints, { points, available }),
  exchangeOverBalance: (amount: string, available: string, coin: string) =>
    fail(400, CODES.exchangeOverBalance, `Exchanging more than the available balance: ${amount} ${coin} asked, ${available} ${coin} available.`, KEYS.exchangeOverBalance, { amount, available, coin }),
  exchangeNotLot: (points: string, lot: string) =>
    fail(400, CODES.exchangeNotLot, `Points are exchanged in whole lots of ${lot}: ${points} is not a multiple of ${lot}.`, KEYS.exchangeNotLot, { points, lot }),
};
