import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import {
  addressBookAddRequest,
  addressBookDeleteRequest,
  addressBookEntry,
  addressBookList,
  addressBookListQuery,
  addressBookUpdateRequest,
} from '../../../../features/cloudWallet/contract/wallet';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addressBookEntries';
import { validateBookAddress } from './validateBookAddress';
import { loadCoin } from '../../../core/coins/loadCoin';
import type { Queryable } from '../../../db/db';
import { apiRoute } from '../../../http/apiRoute';
import { walletErrors } from '../../../ledger/walletErrors';

/** The cloud address book (/addressBook, /addAddress): name and address, checked for the coin's format. */
export async function addressBookPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps;

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.addressBookList,
    tag: 'addressBook',
    summary: "The user's address book, optionally of one coin",
    auth: 'user',
    query: addressBookListQuery,
    response: addressBookList,
    handler: async ({ query, session }) => ({ items: await listAddresses(db, session.userId, query.coin) }),
  });

  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.addressBookAdd,
    tag: 'addressBook',
    summary: "Adds an address, checked for the coin's format (EVM without a coin)",
    auth: 'user',
    body: addressBookAddRequest,
    response: addressBookEntry,
    handler: async ({ body, session }) => addAddress(db, session.userId, await checkedEntry(db, body), deps.clock()),
  });

  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.addressBookUpdate,
    tag: 'addressBook',
    summary: 'Changes the name and address of an entry',
    auth: 'user',
    body: addressBookUpdateRequest,
    response: addressBookEntry,
    handler: async ({ body, session }) => updateAddress(db, session.userId, body.id, await checkedEntry(db, body)),
  });

  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.addressBookDelete,
    tag: 'addressBook',
    summary: 'Deletes an entry',
    auth: 'user',
    body: addressBookDeleteRequest,
    response: z.null(),
    handler: async ({ body, session }) => {
      await deleteAddress(db, session.userId, body.id);
      return null;
    },
  });
}

/** The entry with its address checked for the coin's format (EVM/ERC20 without a coin) and normalised. */
async function checkedEntry(db: Queryable, body: { name: string; address: string; coin?: string }) {
  const coin = body.coin === undefined ? null : await loadCoin(db, body.coin);
  const result = validateBookAddress(body.address, coin?.addressFormat ?? 'evm');
  if (!result.ok) throw walletErrors.addressInvalid('address', result.reason);
  return { name: body.name, address: result.address, coin: coin?.symbol ?? null };
}
