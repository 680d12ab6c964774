import { afterPayPasswordSaved } from './afterPayPasswordSaved';

describe('afterPayPasswordSaved (issue 12, defect 4)', () => {
  it('returns to the screen that asked for the pay password, as it was', () => {
    expect(afterPayPasswordSaved({ mode: 'set', returnTo: '/send?coin=ETH' })).toEqual({ href: '/send?coin=ETH', returning: true });
  });

  it('goes to the security level after setting one from the settings, to the hub after a change or reset', () => {
    expect(afterPayPasswordSaved({ mode: 'set' })).toEqual({ href: '/securityLevel', returning: false });
    expect(afterPayPasswordSaved({ mode: 'change', returnTo: '/send' })).toEqual({ href: '/payPassword', returning: false });
    expect(afterPayPasswordSaved({ mode: 'reset' })).toEqual({ href: '/payPassword', returning: false });
  });
});
