import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The daily limit's texts (the send screen's rules, the failure) in every locale: an amount keeps
 * its currency and "UTC" the word or sign before it on one line (a no-break space), so Arabic never
 * shows "(UTC" or "USD" alone at the start of a line.
 */
const dir = __dirname;
const locales = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe.each(locales)('%s: the daily limit texts', (file) => {
  const { redEnvelope } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { redEnvelope: { ruleDaily: string; errors: { dailyLimit: string } } };
  it.each([
    ['ruleDaily', redEnvelope.ruleDaily],
    ['errors.dailyLimit', redEnvelope.errors.dailyLimit],
  ])('%s breaks no line before USD or UTC', (_key, text) => {
    expect(text).toMatch(/UTC/);
    expect(text).not.toMatch(/[ \t\n](USD|UTC|دولار)/);
  });
});
