import { z } from 'zod';
import { decimalString } from './decimalString';

/** The FX feed format: units of each currency per 1 USD. */
const feedSchema = z.object({
  base: z.literal('USD'),
  rates: z.record(z.string(), z.union([z.number(), z.string()])),
  time: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'expected an ISO date-time'),
});

export type FxRates = { asOf: Date; rates: Map<string, string> };

/**
 * Downloads and checks the FX feed `{"base":"USD","rates":{"CNY":7.1,...},"time":"ISO"}`.
 * Rates become exact decimal strings; codes that are not ISO-4217-shaped or rates that are not
 * positive decimals are dropped. Throws on network errors, timeouts, non-200 and bad shapes.
 *
 * @example const { rates } = await fetchFxRates('https://fx.example.com/usd.json')
 */
export async function fetchFxRates(url: string, timeoutMs = 10_000): Promise<FxRates> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`FX feed answered HTTP ${response.status}`);
  const parsed = feedSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`FX feed has an unexpected shape: ${parsed.error.issues[0].message} at ${parsed.error.issues[0].path.join('.')}`);
  const rates = new Map<string, string>();
  for (const [code, value] of Object.entries(parsed.data.rates)) {
    const rate = decimalString(value);
    if (/^[A-Z]{3}$/.test(code) && rate !== null) rates.set(code, rate);
  }
  return { asOf: new Date(parsed.data.time), rates };
}
