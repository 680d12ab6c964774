import { fireEvent, render } from '@testing-library/react';
import { coinMonogram } from '@/lib/wallet/icons/coinMonogram';
import { CoinIcon } from './CoinIcon';

describe('CoinIcon', () => {
  it('shows the shipped file of a coin that has one', () => {
    const { container } = render(<CoinIcon symbol="doge" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/coin-icons/DOGE.svg');
  });

  it('draws the monogram of a coin without a file, never a question mark', () => {
    const { container } = render(<CoinIcon symbol="AISI" />);
    const svg = container.querySelector('svg[data-icon="monogram"]')!;
    expect(svg.textContent).toBe('AIS');
    expect(svg.querySelector('circle')?.getAttribute('fill')).toBe(coinMonogram('AISI').background);
    expect(container.textContent).not.toContain('?');
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back to the monogram when the file fails to load', () => {
    const { container } = render(<CoinIcon symbol="ETH" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('svg[data-icon="monogram"]')?.textContent).toBe('ETH');
  });
});
