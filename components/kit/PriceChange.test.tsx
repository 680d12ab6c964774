import { render, screen } from '@testing-library/react';
import { PriceChange } from './PriceChange';

describe('PriceChange', () => {
  it('shows no change as neutral: no sign, neither the rise nor the fall colour', () => {
    for (const zero of ['0', '0.00', '-0.00']) {
      const { unmount } = render(<PriceChange percent={zero} />);
      const figure = screen.getByText(/%$/);
      expect([zero, figure.textContent, figure.dataset.trend, figure.className]).toEqual([zero, `${zero.replace('-', '')}%`, 'flat', 'change change-flat']);
      unmount();
    }
  });

  it('signs and colours a rise and a fall (the colour option swaps the colours behind the classes)', () => {
    render(
      <>
        <PriceChange percent="2.35" />
        <PriceChange percent="-1.20" />
      </>,
    );
    expect([screen.getByText('+2.35%').className, screen.getByText('+2.35%').dataset.trend]).toEqual(['change change-up', 'up']);
    expect([screen.getByText('-1.20%').className, screen.getByText('-1.20%').dataset.trend]).toEqual(['change change-down', 'down']);
  });
});
