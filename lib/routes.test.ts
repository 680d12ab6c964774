import { activeTab, isKeptAlive, isProtected, loginRedirect, normalisePath, redirectFor, safeRedirect, TAB_CHILDREN } from './routes';

describe('routes', () => {
  it('knows the 13 tab children of /index', () => {
    expect(TAB_CHILDREN).toHaveLength(13);
    expect(TAB_CHILDREN).toContain('package-orders-detail');
  });

  it('protects exactly the SPEC §6 routes, with or without a trailing slash or query', () => {
    expect(isProtected('/send')).toBe(true);
    expect(isProtected('/send/')).toBe(true);
    expect(isProtected('/setUp?x=1')).toBe(true);
    expect(isProtected('/buyAU')).toBe(true);
    expect(isProtected('/setlang')).toBe(false);
    expect(isProtected('/hd-send')).toBe(false);
    expect(isProtected('/sendx')).toBe(false);
  });

  it('opens the HD wallet\'s device-local address book without a login, and only it', () => {
    expect(isProtected('/addressBook')).toBe(true);
    expect(isProtected('/addressBook?wallet=hd')).toBe(false);
    expect(isProtected('/addAddress?wallet=hd&x=1')).toBe(false);
    expect(isProtected('/addressBook?wallet=cloud')).toBe(true);
    expect(isProtected('/send?wallet=hd')).toBe(true);
  });

  it('keeps pages alive except transactions, mnemonicWord, safety, mypage and setUp', () => {
    expect(isKeptAlive('/huobi')).toBe(true);
    expect(isKeptAlive('/index/home')).toBe(true);
    for (const p of ['/transactions/0xabc', '/mnemonicWord', '/safety', '/index/mypage', '/setUp']) expect(isKeptAlive(p)).toBe(false);
  });

  it('sends / and /index home and anything else to /404', () => {
    expect(redirectFor('/')).toBe('/index/home');
    expect(redirectFor('/index/')).toBe('/index/home');
    expect(redirectFor('/index/nope')).toBe('/404');
    expect(redirectFor('/nope')).toBe('/404');
  });

  it('builds and honours the guard redirect only for same-origin paths', () => {
    expect(loginRedirect('/send?coin=ETH')).toBe('/?redirect=%2Fsend%3Fcoin%3DETH');
    expect(safeRedirect('/send?coin=ETH')).toBe('/send?coin=ETH');
    expect(safeRedirect('//evil.example')).toBe('/index/home');
    expect(safeRedirect('https://evil.example')).toBe('/index/home');
    expect(safeRedirect('/\\evil.example')).toBe('/index/home');
    expect(safeRedirect(null)).toBe('/index/home');
  });

  it('maps tab children to the five tabs', () => {
    expect(activeTab('/index/home')).toBe('wallet');
    expect(activeTab('/index/nologin')).toBe('wallet');
    expect(activeTab('/index/market')).toBe('market');
    expect(activeTab('/index/wealth')).toBe('asset');
    expect(activeTab('/index/find')).toBe('discover');
    expect(activeTab('/index/mypage/')).toBe('my');
    expect(activeTab('/setlang')).toBeNull();
  });

  it('normalises paths', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/a/#x')).toBe('/a');
  });
});
