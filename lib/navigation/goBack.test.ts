/** The module state (routes since this document loaded) is fresh in each test. */
function freshModules() {
  let mods!: { goBack: typeof import('./goBack').goBack; routeFrameFor: typeof import('@/lib/state/routeFrame').routeFrameFor };
  jest.isolateModules(() => {
    mods = { goBack: require('./goBack').goBack, routeFrameFor: require('@/lib/state/routeFrame').routeFrameFor };
  });
  return mods;
}

const router = () => ({ back: jest.fn(), replace: jest.fn() });

describe('goBack', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // The tab has pages before this one (another site linked here): history.length alone would say "back".
    window.history.pushState({}, '', '/elsewhere');
    window.history.pushState({}, '', '/send');
  });

  it('goes to the parent, replacing the entry, on the first page of a load (never back to another site)', () => {
    const { goBack, routeFrameFor } = freshModules();
    routeFrameFor('/send');
    expect(window.history.length).toBeGreaterThan(1);
    const r = router();
    goBack(r, '/index/home');
    expect(r.back).not.toHaveBeenCalled();
    expect(r.replace).toHaveBeenCalledWith('/index/home');
  });

  it('goes back when the previous page is one of this app opened in this document', () => {
    const { goBack, routeFrameFor } = freshModules();
    routeFrameFor('/index/home');
    routeFrameFor('/send');
    const r = router();
    goBack(r, '/index/home');
    expect(r.back).toHaveBeenCalledTimes(1);
    expect(r.replace).not.toHaveBeenCalled();
  });

  it('after going back to the first page, the next back goes to the parent again', () => {
    const { goBack, routeFrameFor } = freshModules();
    routeFrameFor('/index/home');
    routeFrameFor('/coinDetail');
    routeFrameFor('/index/home');
    const r = router();
    goBack(r, '/index/mypage');
    expect(r.replace).toHaveBeenCalledWith('/index/mypage');
  });

  it('a reload starts over even though the session history remembers earlier pages', () => {
    const first = freshModules();
    first.routeFrameFor('/index/home');
    first.routeFrameFor('/send');
    const afterReload = freshModules();
    afterReload.routeFrameFor('/send');
    const r = router();
    afterReload.goBack(r, '/index/home');
    expect(r.replace).toHaveBeenCalledWith('/index/home');
  });
});
