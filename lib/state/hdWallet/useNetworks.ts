'use client';

import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { initInfoAtom } from '@/lib/state/session';
import { customNetworksAtom } from '@/lib/state/hdWallet/customNetworks';
import { deviceNetworkList } from '@/lib/wallet/networks/customNetworks';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';

/**
 * The supported networks with this deployment's RPC and explorer URLs (initial info) laid over the
 * defaults, then the networks the user added on this device (/hDnetworks).
 */
export function useNetworks(): SupportedNetwork[] {
  const info = useAtomValue(initInfoAtom);
  const custom = useAtomValue(customNetworksAtom);
  return useMemo(() => deviceNetworkList(info?.networks ?? [], custom), [info, custom]);
}

/** The network with this chain id, with its runtime URLs; undefined when it is not supported. */
export function useNetwork(chainId: number | undefined): SupportedNetwork | undefined {
  const networks = useNetworks();
  return networks.find((network) => network.chain_id === chainId);
}
