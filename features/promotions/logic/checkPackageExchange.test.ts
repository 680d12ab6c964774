import type { PackageItem } from '@/features/promotions/contract/packagesApi';
import { checkPackageExchange } from './checkPackageExchange';

const pkg: PackageItem = {
  id: '1',
  name: 'Starter',
  coin: 'AU',
  amount: '10',
  coinDecimals: 8,
  payType: 'points',
  payCoin: 'POINTS',
  price: '100',
  payDecimals: 0,
  scale: '0.1',
  stock: '5',
  sold: '0',
  perUserLimit: '4',
  bought: '1',
};

describe('checkPackageExchange', () => {
  it('previews the total and what arrives, in base units', () => {
    expect(checkPackageExchange(pkg, '2', '250', 1000)).toEqual({ quantity: 2, total: 200n, receive: 20_00000000n, problem: null });
  });

  it.each(['0', '-1', '1.5', '', 'x', '1001'])('refuses the quantity %j', (text) => {
    expect(checkPackageExchange(pkg, text, '100000', 1000).problem).toBe('quantity');
  });

  it('says the stock, then the limit, then the balance, in the order the server checks them', () => {
    expect(checkPackageExchange(pkg, '6', '100000', 1000).problem).toBe('stock');
    expect(checkPackageExchange(pkg, '4', '100000', 1000).problem).toBe('limit');
    expect(checkPackageExchange(pkg, '3', '100000', 1000).problem).toBe(null);
    expect(checkPackageExchange(pkg, '3', '299', 1000).problem).toBe('points');
    expect(checkPackageExchange({ ...pkg, payType: 'token', payCoin: 'AU', coin: 'USDT', price: '2.5', payDecimals: 8, coinDecimals: 6 }, '2', '4.99999999', 1000).problem).toBe('balance');
    expect(checkPackageExchange({ ...pkg, perUserLimit: null }, '5', '500', 1000).problem).toBe(null);
  });
});
