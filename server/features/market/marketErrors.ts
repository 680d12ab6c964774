import { NOT_FOUND } from '../../../lib/contract/envelope';
import { MARKET_ERROR_KEYS } from '../../../features/market/contract/marketErrorKeys';
import { AppError } from '../../http/appError';

/**
 * The market's failures, each with its English msg and translation key.
 *
 * @example throw marketErrors.unknownAsset('XYZ')
 */
export const marketErrors = {
  unknownAsset: (symbol: string) =>
    new AppError({ status: 404, code: NOT_FOUND, msg: `${symbol} is not in the market list.`, key: MARKET_ERROR_KEYS.unknownAsset, params: { symbol } }),
};
