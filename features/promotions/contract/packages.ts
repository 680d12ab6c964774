import { z } from 'zod';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import { IDEMPOTENCY_KEY_PATTERN } from '../../cloudWallet/contract/walletRules';
import { PACKAGE_ORDER_STATES, PACKAGE_PAY_TYPES } from './packagesRules';

/**
 * The packages API (SPEC §1, §3 Package, §5): request schemas the server validates and response
 * schemas its answers are checked against; paths and types in packagesApi.ts (no zod).
 */
const { id, limit, cursor, decimalText, isoTime } = walletFields;

// ---- requests ----
/** `quantity` is checked by the feature (packageQuantityInvalid), so a decimal or zero gets its own message. */
export const packageExchangeRequest = z.object({
  packageId: id.describe('The package, as the list gives it.'),
  quantity: z.union([z.string().max(20), z.number().max(1e9)]).describe('How many packages: a whole number from 1 (packageQuantityInvalid otherwise).'),
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 64 letters, digits, - or _ (a UUID fits)').optional(),
});
export const packageOrdersQuery = z.object({ cursor: cursor.optional(), limit });
export const packageOrderQuery = z.object({ id });
export const devPackageRequest = z.object({
  name: z.string().max(40),
  coin: walletFields.coin,
  amount: walletFields.amount,
  payType: z.enum(PACKAGE_PAY_TYPES),
  price: z.string().max(40),
  stock: z.string().max(20),
  perUserLimit: z.string().max(20).optional(),
});

// ---- responses ----
const payType = z.enum(PACKAGE_PAY_TYPES).describe('points: paid with activated points; token: paid with the platform token.');
export const packageItem = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    coin: z.string().describe('The coin the package gives.'),
    amount: decimalText.describe('How much of the coin one package gives.'),
    coinDecimals: z.number().int().describe("The coin's decimals."),
    payType,
    payCoin: z.string().describe('The symbol paid: the points or the platform token.'),
    price: decimalText.describe('What one package costs, in payCoin.'),
    payDecimals: z.number().int().describe("payCoin's decimals (points are whole)."),
    scale: decimalText.describe('The exchange ratio: how much of the coin one unit of payCoin buys (amount ÷ price, rounded down).'),
    stock: z.string().describe('Packages left (0: sold out).'),
    sold: z.string().describe('Packages exchanged so far.'),
    perUserLimit: z.string().nullable().describe('The most packages one person may exchange in total; null: no limit.'),
    bought: z.string().describe('Packages this user exchanged so far.'),
  })
  .meta({ id: 'PackageItem', description: 'A package on sale (SPEC §3 Package).' });
export const packagesInfo = z
  .strictObject({
    packages: z.array(packageItem).describe('The packages switched on, newest first; sold-out ones included.'),
    points: z.string().describe('The activated points symbol.'),
    token: z.string().describe('The platform token symbol.'),
    balances: z.strictObject({ points: decimalText, token: decimalText }).describe("The user's points and platform token balances."),
    maxQuantity: z.number().int().describe('The most packages one exchange may take.'),
  })
  .meta({ id: 'PackagesInfo' });
export const packageOrder = z
  .strictObject({
    id: z.string().describe("The order's number (its journal entry)."),
    packageId: z.string(),
    name: z.string().describe("The package's name when exchanged."),
    coin: z.string(),
    amount: decimalText.describe('What the order gave in total (quantity × the amount of one package).'),
    packageAmount: decimalText.describe('What one package gave.'),
    payType,
    payCoin: z.string(),
    price: decimalText.describe('What one package cost, in payCoin.'),
    quantity: z.string(),
    total: decimalText.describe('What was paid in total (quantity × price).'),
    state: z.enum(PACKAGE_ORDER_STATES).describe('completed: paid and credited in one journal entry.'),
    time: isoTime,
  })
  .meta({ id: 'PackageOrder', description: 'An exchange of packages.' });
export const packageOrderPage = z.strictObject({ items: z.array(packageOrder), nextCursor: z.string().nullable() });
export const packageExchangeResult = z.strictObject({
  order: packageOrder,
  paid: walletRecord.describe('The payment record (type 3, out, in points or the token).'),
  received: walletRecord.describe('The record of what the package gives (type 3, in).'),
  replayed: z.boolean().describe('The idempotency key had been used: nothing moved again; this is the first result.'),
});
