import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from '../lib/contract/envelope';
import { WEALTH_PATHS, type DevProductResult } from '../features/wealth/contract/wealthApi';
import { expect } from './fixtures';

export type ProductInput = {
  category: 'pos' | 'coinplan';
  coin: string;
  annualRate: string;
  termDays?: number;
  minAmount: string;
  quota: string;
  maxPerUser?: string;
  qualifiedOnly?: boolean;
};

/**
 * Adds an open wealth product as the operator's `scripts/wealth.ts product-add` does (through its
 * dev route, POST /api/dev/wealth/product) and returns its id.
 */
export async function addProduct(request: APIRequestContext, input: ProductInput): Promise<string> {
  const body = (await (await request.post(WEALTH_PATHS.devProduct, { data: input })).json()) as Envelope<DevProductResult>;
  expect(body.code, body.msg).toBe(1);
  return body.data.id;
}
