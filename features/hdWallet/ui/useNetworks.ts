'use client';

import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { initInfoAtom } from '@/lib/state/session';
import { SUPPORTED_NETWORKS, type SupportedNetwork } from '@/lib/wallet/networks/networks';
import { withRuntimeConfig } from '@/lib/wallet/networks/withRuntimeConfig';

/** The supported networks with this deployment's RPC and explorer URLs (initial info) laid over the defaults. */
export function useNetworks(): SupportedNetwork[] {
  const info = useAtomValue(initInfoAtom);
  return useMemo(() => withRuntimeConfig(SUPPORTED_NETWORKS, info?.networks ?? []), [info]);
}

/** The network with this chain id, with its runtime URLs; undefined when it is not supported. */
export function useNetwork(chainId: number | undefined): SupportedNetwork | undefined {
  const networks = useNetworks();
  return networks.find((network) => network.chain_id === chainId);
}
