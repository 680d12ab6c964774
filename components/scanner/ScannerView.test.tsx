import { render, screen, waitFor } from '@testing-library/react';

jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
// The web camera, not the native shell's.
jest.mock('@/lib/native/bridge', () => ({ scan: async () => null }));

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
});
