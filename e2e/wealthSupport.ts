import type { APIRequestContext } from '@playwright/test';
import { WTCENTER_SUCCESS, type Envelope } from '../lib/contract/envelope';
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

/**
 * A call to the wealth centre (`/wtcenter`, whose answers succeed with code 0) with the session
 * token, as the app sends it: the answer's data, or an error naming the failure.
 */
async function wtcenterData<T>(answer: Promise<{ json(): Promise<unknown> }>, path: string): Promise<T> {
  const body = (await (await answer).json()) as Envelope<T>;
  if (body.code !== WTCENTER_SUCCESS) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A POST to the wealth centre with the session token. */
export const wtcenterPostAs = <T>(request: APIRequestContext, token: string, path: string, data: unknown = {}) =>
  wtcenterData<T>(request.post(path, { data, headers: { 'x-token': token } }), path);

/** A GET from the wealth centre with the session token. */
export const wtcenterGetAs = <T>(request: APIRequestContext, token: string, path: string, params: Record<string, string> = {}) =>
  wtcenterData<T>(request.get(path, { params, headers: { 'x-token': token } }), path);
