import { fireEvent, render, screen, waitFor } from '@testing-library/react';

jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
// The web camera, not the native shell's (unless a test hands the native scan a result).
const nativeScan = jest.fn(async (): Promise<string | null> => null);
jest.mock('@/lib/native/bridge', () => ({ scan: () => nativeScan() }));

const { default: ScannerView } = jest.requireActual<typeof import('./ScannerView')>('./ScannerView');

describe('ScannerView', () => {
  it('with a camera error, shows the error and not the hint to point the camera', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no camera (no getUserMedia).
    render(<ScannerView onResult={jest.fn()} onClose={jest.fn()} />);
    await waitFor(() => expect(screen.getByTestId('scanner-error').textContent).toMatch(/^errors\./));
    expect(screen.queryByTestId('scanner-hint')).toBeNull();
    expect(screen.queryByText('hint')).toBeNull();
  });

  it('hands the scan and Escape to the latest callbacks, not the ones it opened with', async () => {
    let release: (text: string) => void = () => undefined;
    nativeScan.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const first = { onResult: jest.fn(), onClose: jest.fn() };
    const latest = { onResult: jest.fn(), onClose: jest.fn() };
    const { rerender } = render(<ScannerView {...first} />);
    rerender(<ScannerView {...latest} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(latest.onClose).toHaveBeenCalledTimes(1);
    release('wc:abc@1');
    await waitFor(() => expect(latest.onResult).toHaveBeenCalledWith('wc:abc@1'));
    expect(first.onClose).not.toHaveBeenCalled();
    expect(first.onResult).not.toHaveBeenCalled();
  });
});
