import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { createPublicClient, createTestClient, createWalletClient, http, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { MULTICALL3_ADDRESS, multicall3Bytecode } from '../lib/wallet/testing/multicall3';
import { testTokenAbi, testTokenBytecode } from '../lib/wallet/testing/testToken';
import { createStoredWallet } from '../lib/wallet/vault/createStoredWallet';

/**
 * Helpers of the HD wallet end-to-end tests: the local anvil chain started by playwright.config.ts
 * (chain id 1, the app's RPC_URL_1), what is stored in the browser, and QR decoding.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ANVIL_URL = `http://127.0.0.1:${Number(process.env.E2E_ANVIL_PORT ?? PORT + 2)}`;
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
export const TEST_ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const chain = { ...mainnet, rpcUrls: { default: { http: [ANVIL_URL] } } };
export const publicClient = createPublicClient({ chain, transport: http(ANVIL_URL) });
export const testClient = createTestClient({ chain, mode: 'anvil', transport: http(ANVIL_URL) });
/**
 * Mainnet has Multicall3 at its canonical address; a fresh anvil does not, so put its runtime code
 * there (idempotent, so parallel workers may all do it). The creation code copies the 0x15b9-byte
 * runtime that follows its 32-byte constructor prefix.
 */
export async function ensureMulticall3(): Promise<void> {
  const code = await publicClient.getCode({ address: MULTICALL3_ADDRESS });
  if (code && code !== '0x') return;
  const runtime = `0x${multicall3Bytecode.slice(2 + 64, 2 + 64 + 0x15b9 * 2)}` as Hex;
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtime });
}

/**
 * Deploys the test ERC-20 with its whole supply held by `holder`, from a throw-away funded account
 * (tests run in parallel: a shared deployer would race on its nonce, and account 0 must keep its balance).
 */
export async function deployTestToken(holder: Address, supply: bigint): Promise<Address> {
  const deployer = privateKeyToAccount(generatePrivateKey());
  await fund(deployer.address, '1');
  const deployerClient = createWalletClient({ account: deployer, chain, transport: http(ANVIL_URL) });
  const hash = await deployerClient.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: ['Test Token', 'TST', 18, holder, supply] });
  const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash });
  return contractAddress as Address;
}

export async function tokenBalance(token: Address, owner: Address): Promise<bigint> {
  return publicClient.readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] });
}

export async function fund(address: Address, ether: string): Promise<void> {
  await testClient.setBalance({ address, value: parseEther(ether) });
}

/**
 * Puts a wallet made from `mnemonic` into the app's storage slots, as the import screen would
 * (same code, in Node), so a test that is not about importing need not type 12 words.
 */
export async function seedWallet(page: Page, mnemonic: string, password: string, name: string): Promise<Address> {
  const wallet = await createStoredWallet({ mnemonic, password, name });
  await page.evaluate((record) => {
    localStorage.setItem(`hdWallet:${record.id}`, JSON.stringify(record));
    localStorage.setItem('hdWalletIds', JSON.stringify([record.id]));
    localStorage.setItem('hdSelectedWallet', record.id);
  }, wallet);
  return wallet.address;
}

/**
 * Several wallets at once, as `seedWallet` stores one; the first is selected. Returns their
 * addresses and names in order.
 */
export async function seedWallets(page: Page, wallets: readonly { mnemonic: string; name: string }[], password: string): Promise<{ address: Address; name: string }[]> {
  const records = await Promise.all(wallets.map(({ mnemonic, name }) => createStoredWallet({ mnemonic, password, name })));
  await page.evaluate((all) => {
    for (const record of all) localStorage.setItem(`hdWallet:${record.id}`, JSON.stringify(record));
    localStorage.setItem('hdWalletIds', JSON.stringify(all.map((record) => record.id)));
    localStorage.setItem('hdSelectedWallet', all[0].id);
  }, records);
  return records.map(({ address, name }) => ({ address, name }));
}

/**
 * Everything the page's origin has stored, as text: localStorage, sessionStorage, cookies and every
 * IndexedDB database (all stores, keys and values; binary as hex, CryptoKeys by their algorithm).
 */
export async function storedText(page: Page): Promise<string> {
  const browserSide = await page.evaluate(async () => {
    // Raw text of each slot, one per line, so what a value holds is searched as stored (not re-escaped).
    const lines: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) as string;
        lines.push(`${key}\t${storage.getItem(key)}`);
      }
    }
    lines.push(`cookie\t${document.cookie}`);
    const replacer = (_key: string, value: unknown) => {
      if (value instanceof CryptoKey) return { cryptoKey: value.algorithm, extractable: value.extractable };
      if (value instanceof ArrayBuffer) value = new Uint8Array(value);
      if (ArrayBuffer.isView(value)) return Array.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength), (b) => b.toString(16).padStart(2, '0')).join('');
      return value;
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const read = <T,>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))));
        const keys = await read(store.getAllKeys());
        const values = await read(store.getAll());
        keys.forEach((key, i) => lines.push(`indexedDB ${name}/${storeName}/${String(key)}\t${typeof values[i] === 'string' ? values[i] : JSON.stringify(values[i], replacer)}`));
      }
      db.close();
    }
    return lines.join('\n');
  });
  const cookies = JSON.stringify(await page.context().cookies());
  return `${browserSide}\n${cookies}`;
}

/** Reads the QR code an image element shows by decoding its pixels, as a phone camera would. */
export async function decodeQr(page: Page, element: Locator): Promise<string | null> {
  // Decode the image itself, redrawn large on a white canvas with a wide quiet zone: a screenshot of
  // a dense code at phone size is too close to the decoder's limit under a loaded CI machine.
  const src = await element.getAttribute('src');
  if (!src) return null;
  const pixels = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = 400;
    const pad = 32;
    const canvas = document.createElement('canvas');
    canvas.width = size + 2 * pad;
    canvas.height = size + 2 * pad;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingEnabled = false;
    context.drawImage(image, pad, pad, size, size);
    const { data: rgba, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    // Base64, not an array of numbers: a megabyte of JSON numbers takes seconds to cross to the test.
    let binary = '';
    for (let i = 0; i < rgba.length; i += 0x8000) binary += String.fromCharCode(...rgba.subarray(i, i + 0x8000));
    return { rgba: btoa(binary), width, height };
  }, src);
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels.rgba, 'base64')), pixels.width, pixels.height)?.data ?? null;
}
