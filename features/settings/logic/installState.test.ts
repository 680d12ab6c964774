import { installState, type InstallOffer } from './installState';

function fakeWindow({ ua, standalone = false, displayStandalone = false, offer, touch = 0 }: { ua: string; standalone?: boolean; displayStandalone?: boolean; offer?: InstallOffer; touch?: number }) {
  return {
    navigator: { userAgent: ua, standalone, maxTouchPoints: touch },
    matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' && displayStandalone }),
    installOffer: offer,
  } as unknown as Window & { installOffer?: InstallOffer };
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('installState', () => {
  it('is installed when launched from the home screen (display mode, or iOS standalone)', () => {
    expect(installState(fakeWindow({ ua: PIXEL, displayStandalone: true }))).toEqual({ kind: 'installed' });
    expect(installState(fakeWindow({ ua: IPHONE, standalone: true }))).toEqual({ kind: 'installed' });
  });

  it('uses the browser offer when there is one', () => {
    const offer = new Event('beforeinstallprompt') as InstallOffer;
    expect(installState(fakeWindow({ ua: PIXEL, offer }))).toEqual({ kind: 'offer', offer });
  });

  it('explains by hand for iPhone, iPad (which says Macintosh), Android without an offer, and others', () => {
    expect(installState(fakeWindow({ ua: IPHONE }))).toEqual({ kind: 'manual', platform: 'ios' });
    expect(installState(fakeWindow({ ua: IPAD, touch: 5 }))).toEqual({ kind: 'manual', platform: 'ios' });
    expect(installState(fakeWindow({ ua: IPAD, touch: 0 }))).toEqual({ kind: 'manual', platform: 'other' });
    expect(installState(fakeWindow({ ua: PIXEL }))).toEqual({ kind: 'manual', platform: 'android' });
    expect(installState(fakeWindow({ ua: DESKTOP }))).toEqual({ kind: 'manual', platform: 'other' });
  });
});
