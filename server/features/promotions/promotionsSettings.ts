import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';
import { wholeNumberSetting } from '../../core/settings/wholeNumberSetting';
import { POINTS_SYMBOL } from '../../../features/promotions/contract/promotionsRules';

/** One issued coin as the settings name it. */
export type IssuedCoin = { symbol: string; name: string };

/** The promotions feature's server settings (PROMOTIONS_SETTINGS). */
export type PromotionsSettings = {
  /** The platform token (PROMOTIONS_TOKEN_SYMBOL / PROMOTIONS_TOKEN_NAME). */
  token: IssuedCoin;
  /** The second token, for which the platform token exchanges 1:1 (PROMOTIONS_SECOND_SYMBOL / _NAME). */
  second: IssuedCoin;
  /** The service fee of a token purchase (record type 13), in basis points of what the tokens cost. */
  buyFeeBp: number;
  /** The discounted sale (/discount-buy). */
  discount: DiscountSettings;
  /** PROMOTIONS_PRESALE_JOB_SECONDS (default 60, 5-3600; 0 = this process runs no job): how often closed pre-sale rounds are drawn and settled. */
  presaleJobIntervalMs: number;
};

/** The discounted sale's settings (PROMOTIONS_DISCOUNT_*). */
export type DiscountSettings = {
  /** Percent below the current price (10: the token at 90 % of its price). */
  percent: number;
  /** The most one person may buy in total, in whole tokens. */
  cap: number;
  /** The service fee (record type 14), in basis points of the cost. */
  feeBp: number;
  /** The lowest approved KYC level that may buy. */
  kycLevel: number;
};

const SYMBOL = /^[A-Z0-9]{2,10}$/;
const DEFAULTS = { token: { symbol: 'AU', name: 'AU Token' }, second: { symbol: 'AUS', name: 'AU Second Token' } } as const;

const BUY_FEE_BP = wholeNumberSetting({
  name: 'PROMOTIONS_BUY_FEE_BP',
  fallback: 0,
  min: 0,
  max: 1000,
  unit: 'basis points',
  description:
    'Service fee of buying the platform token on /buyAU, in hundredths of a percent of what the tokens cost (100 = 1 %), paid in USDT on top and recorded as record type 13; `0` (the default: the product charges no service fee) records a fee of 0',
});

const DISCOUNT_PERCENT = wholeNumberSetting({
  name: 'PROMOTIONS_DISCOUNT_PERCENT',
  fallback: 10,
  min: 1,
  max: 90,
  unit: '%',
  description: 'How far below the current price the discounted sale (/discount-buy) sells the platform token: `10` sells at 90 % of the price (SPEC §9)',
});
const DISCOUNT_CAP = wholeNumberSetting({
  name: 'PROMOTIONS_DISCOUNT_CAP',
  fallback: 100,
  min: 1,
  max: 1_000_000,
  unit: 'tokens',
  description: 'The most one person may buy in the discounted sale, in total over all their purchases (SPEC §5: 100)',
});
const DISCOUNT_FEE_BP = wholeNumberSetting({
  name: 'PROMOTIONS_DISCOUNT_FEE_BP',
  fallback: 0,
  min: 0,
  max: 1000,
  unit: 'basis points',
  description:
    'Service fee of the discounted sale, in hundredths of a percent of what the tokens cost, paid in USDT on top and recorded as record type 14; `0` (the default: the product charges no service fee) records a fee of 0',
});
const DISCOUNT_KYC_LEVEL = wholeNumberSetting({
  name: 'PROMOTIONS_DISCOUNT_KYC_LEVEL',
  fallback: 2,
  min: 1,
  max: 3,
  description: 'The lowest approved KYC level that may buy in the discounted sale (SPEC §5, §6: level 2 or above)',
});

const PRESALE_JOB_SECONDS = wholeNumberSetting({
  name: 'PROMOTIONS_PRESALE_JOB_SECONDS',
  fallback: 60,
  min: 5,
  max: 3600,
  zeroTurnsOff: true,
  tail: 'or 0',
  unit: 's',
  description:
    'How often the pre-sale job draws and settles the rounds whose window has closed (the same draw as `scripts/promotions.ts presale-draw`); `0`: this process runs no job (another instance, or the command from cron, must)',
});

/** The promotions feature's variables, for the configuration reference. */
export const PROMOTIONS_SETTINGS: SettingGroup = {
  title: 'Promotions (the platform token)',
  settings: [
    declareSetting({
      name: 'PROMOTIONS_TOKEN_SYMBOL',
      default: DEFAULTS.token.symbol,
      range: '2-10 capital letters or digits, not a coin the wallet already lists',
      description:
        'Symbol of the platform token, a ledger coin issued by the platform and sold on /buyAU. Fixed once the server has started with it: a later different value stops the server (its balances keep their symbol)',
    }),
    declareSetting({ name: 'PROMOTIONS_TOKEN_NAME', default: DEFAULTS.token.name, range: '1-40 characters', description: 'Display name of the platform token; may change at any restart' }),
    declareSetting({
      name: 'PROMOTIONS_SECOND_SYMBOL',
      default: DEFAULTS.second.symbol,
      range: 'as PROMOTIONS_TOKEN_SYMBOL, different from it',
      description: 'Symbol of the second token, for which the platform token exchanges 1:1 (SPEC §9). Fixed once the server has started with it',
    }),
    declareSetting({ name: 'PROMOTIONS_SECOND_NAME', default: DEFAULTS.second.name, range: '1-40 characters', description: 'Display name of the second token' }),
    BUY_FEE_BP,
    DISCOUNT_PERCENT,
    DISCOUNT_CAP,
    DISCOUNT_FEE_BP,
    DISCOUNT_KYC_LEVEL,
    PRESALE_JOB_SECONDS,
  ],
};

function readCoin(get: SettingReader, prefix: 'PROMOTIONS_TOKEN' | 'PROMOTIONS_SECOND', fallback: IssuedCoin): IssuedCoin {
  const symbol = get(`${prefix}_SYMBOL`) ?? fallback.symbol;
  if (!SYMBOL.test(symbol)) throw new ConfigError(`${prefix}_SYMBOL`, `must be 2 to 10 capital letters or digits, not "${symbol}"`);
  if (symbol === POINTS_SYMBOL) throw new ConfigError(`${prefix}_SYMBOL`, `${POINTS_SYMBOL} is the activated points' own symbol`);
  const name = get(`${prefix}_NAME`) ?? fallback.name;
  if (name.length > 40) throw new ConfigError(`${prefix}_NAME`, 'must be at most 40 characters');
  return { symbol, name };
}

/**
 * Reads the promotions feature's variables; a bad value stops the server naming the variable.
 *
 * @example parsePromotionsSettings((name) => process.env[name] ?? null).token.symbol // 'AU'
 */
export function parsePromotionsSettings(get: SettingReader): PromotionsSettings {
  const token = readCoin(get, 'PROMOTIONS_TOKEN', DEFAULTS.token);
  const second = readCoin(get, 'PROMOTIONS_SECOND', DEFAULTS.second);
  if (second.symbol === token.symbol) throw new ConfigError('PROMOTIONS_SECOND_SYMBOL', `must differ from PROMOTIONS_TOKEN_SYMBOL (${token.symbol})`);
  const discount: DiscountSettings = {
    percent: DISCOUNT_PERCENT.read(get),
    cap: DISCOUNT_CAP.read(get),
    feeBp: DISCOUNT_FEE_BP.read(get),
    kycLevel: DISCOUNT_KYC_LEVEL.read(get),
  };
  return { token, second, buyFeeBp: BUY_FEE_BP.read(get), discount, presaleJobIntervalMs: PRESALE_JOB_SECONDS.read(get) * 1000 };
}
