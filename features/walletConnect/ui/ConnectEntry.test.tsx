import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { dispatchConnection, walletConnectAtom } from '@/features/walletConnect/state/walletConnect';
import type { SessionRequestDetail } from '@/features/walletConnect/logic/connectionState';

jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

const V2_LINK = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`;
const proposal: SessionRequestDetail = { peerId: 'dapp', peerMeta: { name: 'Dapp', url: 'https://dapp.example', description: '', icons: [] }, chainId: 1, address: null };

/** The v2 pairing as a slow relay answers it: the dapp's proposal comes before the pairing call resolves. */
const connectWithLink = jest.fn(async () => {
  dispatchConnection({ type: 'linkReceived', uri: V2_LINK, version: 2 });
  dispatchConnection({ type: 'sessionRequest', handshakeId: 1, detail: proposal });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return 'ok' as const;
});
jest.mock('./controller', () => ({ loadController: async () => ({ connectWithLink }) }));

const { ConnectEntry } = jest.requireActual<typeof import('./ConnectEntry')>('./ConnectEntry');

describe('ConnectEntry', () => {
  it('leaves the panel open for a proposal that came before the pairing call returned', async () => {
    dispatchConnection({ type: 'panel', open: true });
    render(<ConnectEntry />);
    const input = screen.getByTestId('wc-link-input');
    await act(async () => {
      fireEvent.paste(input, { clipboardData: { getData: () => V2_LINK } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(connectWithLink).toHaveBeenCalledTimes(1);
    const state = getDefaultStore().get(walletConnectAtom);
    expect(state.status).toBe('pending');
    expect(state.fullOpen).toBe(true);
  });
});
