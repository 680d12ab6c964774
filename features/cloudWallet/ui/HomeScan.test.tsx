import { act, fireEvent, render, screen } from '@testing-library/react';

jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
// The camera is not the point here: a button hands the scanned text on as the scanner would.
jest.mock('@/components/scanner/ScanButton', () => ({
  ScanButton: ({ onResult }: { onResult: (text: string) => void }) => (
    <input aria-label="scanned" onChange={(event) => onResult(event.target.value)} />
  ),
}));

const { HomeScan } = jest.requireActual<typeof import('./HomeScan')>('./HomeScan');

const V2_LINK = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;

async function scan(text: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('scanned'), { target: { value: text } });
    await Promise.resolve();
  });
}

describe('HomeScan', () => {
  beforeEach(() => push.mockReset());

  it('hands a WalletConnect link to the connection starter the page passed in, parsed', async () => {
    const connectLink = jest.fn(async () => 'ok' as const);
    render(<HomeScan connectLink={connectLink} />);
    await scan(V2_LINK);
    expect(connectLink).toHaveBeenCalledWith(expect.objectContaining({ version: 2, pairingTopic: 'a'.repeat(64) }));
    expect(screen.queryByTestId('scan-problem')).toBeNull();
  });

  it('says so when the starter cannot speak v2, or fails', async () => {
    const { unmount } = render(<HomeScan connectLink={async () => 'v2Unavailable'} />);
    await scan(V2_LINK);
    expect(screen.getByTestId('scan-problem').textContent).toBe('scanWalletConnectVersion');
    unmount();
    render(<HomeScan connectLink={() => Promise.reject(new Error('offline'))} />);
    await scan(V2_LINK);
    expect(screen.getByTestId('scan-problem').textContent).toBe('scanFailed');
  });

  it('opens a payment code in /send without the connection starter', async () => {
    const connectLink = jest.fn(async () => 'ok' as const);
    render(<HomeScan connectLink={connectLink} />);
    await scan('walletpay:12345678?coin=BTC');
    expect(push).toHaveBeenCalledWith('/send?coin=BTC&to=12345678');
    expect(connectLink).not.toHaveBeenCalled();
  });
});
