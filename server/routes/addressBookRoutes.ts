import type { FastifyInstance } from 'fastify';
import { type AddressBookEntry, type AddressBookList, WALLET_PATHS } from '../../lib/contract/walletApi';
import { addressBookAddRequest, addressBookDeleteRequest, addressBookListQuery, addressBookUpdateRequest } from '../../lib/contract/wallet';
import type { AccountDeps } from '../accounts/accountDeps';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '../addressBook/addressBookEntries';
import { validateBookAddress } from '../addressBook/validateBookAddress';
import { loadCoin } from '../coins/loadCoin';
import type { Queryable } from '../db/db';
import { apiRoute } from '../http/apiRoute';
import { walletErrors } from '../ledger/walletErrors';

/** The cloud address book (/addressBook, /addAddress): name and address, checked for the coin's format. */
export function registerAddressBookRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db } = deps;

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.addressBookList,
    authenticate: app.requireUser,
    query: addressBookListQuery,
    handler: async ({ query, request }): Promise<AddressBookList> => ({
      items: await listAddresses(db, (await app.requireUser(request)).userId, query.coin),
    }),
  });

  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.addressBookAdd,
    authenticate: app.requireUser,
    body: addressBookAddRequest,
    handler: async ({ body, request }): Promise<AddressBookEntry> => {
      const { userId } = await app.requireUser(request);
      return addAddress(db, userId, await checkedEntry(db, body), deps.clock());
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.addressBookUpdate,
    authenticate: app.requireUser,
    body: addressBookUpdateRequest,
    handler: async ({ body, request }): Promise<AddressBookEntry> => {
      const { userId } = await app.requireUser(request);
      return updateAddress(db, userId, body.id, await checkedEntry(db, body));
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.addressBookDelete,
    authenticate: app.requireUser,
    body: addressBookDeleteRequest,
    handler: async ({ body, request }): Promise<null> => {
      await deleteAddress(db, (await app.requireUser(request)).userId, body.id);
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
