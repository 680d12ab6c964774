// Regenerates the coin icon set: public/coin-icons/<SYMBOL>.svg and lib/wallet/icons/coinIconSymbols.ts.
// Run after updating @web3icons/core (MIT, a maintained set of ~2,700 token SVGs), the token lists or
// the cloud coin table (server/**/migrations/*.sql):
//   node scripts/coinIcons.mjs
// The page's CSP allows images from our own origin only, so icons are shipped, not hot-linked. The set
// is bounded: the spec's local set (SPEC §3), the cloud coins, the native coins and the symbols of the
// bundled token lists, each from @web3icons/core where it has the symbol, else (list tokens only) the
// small SVG logo MetaMask's contract metadata (ISC) ships for it. A coin with neither is drawn as a
// monogram by the client (lib/wallet/icons/coinMonogram.ts), so no file stands for "unknown".
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const OUT = join(ROOT, 'public', 'coin-icons');
const LIST = join(ROOT, 'lib', 'wallet', 'icons', 'coinIconSymbols.ts');
const SVGS = join(ROOT, 'node_modules', '@web3icons', 'core', 'dist', 'svgs');
const METAMASK_IMAGES = join(ROOT, 'node_modules', '@metamask', 'contract-metadata', 'images');
const MIGRATIONS = join(ROOT, 'server');

/** SPEC §3: the local coin icon set. */
export const SPEC_SET = ['UNKNOWN', 'ADA', 'AISI', 'BCH', 'BNB', 'BTC', 'EOS', 'ETC', 'ETH', 'HT', 'IOTA', 'LTC', 'USDT', 'XRP', 'TRX', 'TRON', 'TRC', 'BSC'];
/**
 * Symbols drawn from the package's network icons instead of its token icons: the spec's network
 * symbols; TON, which the package has only as a network; and ARB, whose token icon in the package is
 * all white (invisible on our rows) with a background variant that is another project's "AR+" logo.
 */
const NETWORK_ICONS = { TRON: 'tron', BSC: 'binance-smart-chain', TON: 'ton', ARB: 'arbitrum-one' };
/** MetaMask logos larger than this are embedded bitmaps, not worth shipping for one token. */
const MAX_METAMASK_LOGO_BYTES = 8 * 1024;
/** Native coins of the supported networks (lib/wallet/networks/networks.ts). */
const NATIVE = ['ETH', 'RBTC', 'TRBTC', 'ETC', 'SPOA', 'POA', 'XDAI', 'CLO', 'ATS', 'ES', 'BNB', 'POL'];
const MAX_TOTAL_BYTES = 2 * 1024 * 1024;

/** The bundled lists' token symbols, each with MetaMask's SVG logo file when it has one. */
function tokenSymbols() {
  const symbols = new Map();
  const map = require('@metamask/contract-metadata/contract-map.json');
  for (const entry of Object.values(map)) {
    if (entry.erc20 !== true || typeof entry.symbol !== 'string') continue;
    const symbol = entry.symbol.trim().toUpperCase();
    const logo = typeof entry.logo === 'string' && entry.logo.endsWith('.svg') ? entry.logo : null;
    if (!symbols.get(symbol)) symbols.set(symbol, logo);
  }
  const superchain = require('@eth-optimism/tokenlist');
  for (const token of (superchain.default ?? superchain).tokens) {
    const symbol = token.symbol.trim().toUpperCase();
    if ((token.chainId === 10 || token.chainId === 8453) && !symbols.has(symbol)) symbols.set(symbol, null);
  }
  return symbols;
}

/** The cloud wallet's coins: every symbol an `INSERT INTO coins` of a server migration lists. */
export function cloudCoinSymbols(root = MIGRATIONS) {
  const symbols = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (dir.endsWith('migrations') && name.endsWith('.sql')) {
        for (const insert of readFileSync(path, 'utf8').matchAll(/INSERT INTO coins\b[\s\S]*?;/g)) {
          for (const row of insert[0].matchAll(/\(\s*'([A-Z0-9]{2,10})'\s*,/g)) symbols.add(row[1]);
        }
      }
    }
  };
  walk(root);
  return symbols;
}

function metamaskLogo(file) {
  if (!file || !/^[\w.-]+\.svg$/.test(file)) return null;
  const path = join(METAMASK_IMAGES, file);
  if (statSync(path, { throwIfNoEntry: false })?.size > MAX_METAMASK_LOGO_BYTES) return null;
  const svg = readFileSync(path, 'utf8').trim();
  return svg.includes('<svg') && !/<script|\bon\w+=|href="(?!#|data:)/i.test(svg) && !onlyWhite(svg) ? `${svg}\n` : null;
}

async function variantOf(kind, variant, name) {
  const file = join(SVGS, kind, variant, `${name}.svg.js`);
  try {
    statSync(file);
  } catch {
    return null;
  }
  const { default: svg } = await import(pathToFileURL(file).href);
  // The package adds class="web3icons"; our page styles the <img> instead.
  return typeof svg === 'string' ? `${svg.replace(' class="web3icons"', '').trim()}\n` : null;
}

/** Every colour of an SVG is white: a logo drawn for a dark background, invisible on our white rows. */
const onlyWhite = (svg) => !/(fill|stroke|stop-color)="(?!#fff"|#ffffff"|white"|none")[^"]*"/i.test(svg);

/** The branded icon, or the one on its own coloured background when the branded one is all white (XRP, EOS…). */
async function svgOf(kind, name) {
  const branded = await variantOf(kind, 'branded', name);
  if (!branded || !onlyWhite(branded)) return branded;
  return (await variantOf(kind, 'background', name)) ?? branded;
}

if (process.argv[1] === new URL(import.meta.url).pathname) await generate();

async function generate() {
  const available = new Set(readdirSync(join(SVGS, 'tokens', 'branded')).filter((f) => f.endsWith('.svg.js')).map((f) => f.slice(0, -'.svg.js'.length)));
  const listed = tokenSymbols();
  const cloud = cloudCoinSymbols();
  const wanted = new Set([...SPEC_SET, ...NATIVE, ...cloud, ...listed.keys()].filter((s) => /^[A-Z0-9]{1,12}$/.test(s)));

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const shipped = [];
  let total = 0;
  for (const symbol of [...wanted].sort()) {
    if (symbol === 'UNKNOWN') continue;
    const svg = NETWORK_ICONS[symbol]
      ? await svgOf('networks', NETWORK_ICONS[symbol])
      : available.has(symbol)
        ? await svgOf('tokens', symbol)
        : metamaskLogo(listed.get(symbol));
    if (!svg) continue;
    writeFileSync(join(OUT, `${symbol}.svg`), svg);
    shipped.push(symbol);
    total += Buffer.byteLength(svg);
  }
  if (total > MAX_TOTAL_BYTES) throw new Error(`coin icons take ${total} bytes, over the ${MAX_TOTAL_BYTES} budget`);
  mkdirSync(dirname(LIST), { recursive: true });
  writeFileSync(
    LIST,
    `// Generated by scripts/coinIcons.mjs from @web3icons/core (MIT) and @metamask/contract-metadata (ISC); do not edit by hand.
/** Symbols with an icon in public/coin-icons/<SYMBOL>.svg, space-separated to keep the chunk small. */
export const COIN_ICON_SYMBOLS = '${shipped.join(' ')}';
`,
  );
  const missing = (set) => [...set].filter((s) => s !== 'UNKNOWN' && !shipped.includes(s)).join(', ') || 'none';
  console.log(`coin icons: ${shipped.length}, ${(total / 1024).toFixed(0)} KiB; monograms for the spec set: ${missing(SPEC_SET)}; for cloud coins: ${missing(cloud)}`);
}
