import { expectReturnTo, routeFrameFor } from './routeFrame';

describe('routeFrameFor: returning to a page a flow left several steps back', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the earlier frame back (its kept state key) and slides as a back', () => {
    const send = routeFrameFor('/send');
    routeFrameFor('/firstSetPayPassword');
    routeFrameFor('/rePayPassword');
    routeFrameFor('/googleValid');
    routeFrameFor('/rePayPassword');
    expectReturnTo('/send');
    const back = routeFrameFor('/send');
    expect(back.key).toBe(send.key);
    expect(back.direction).toBe('back');
    // The steps of the flow are gone from the history: the next page is one step deeper.
    expect(routeFrameFor('/coinList').depth).toBe(send.depth + 1);
  });

  it('is an ordinary forward visit without the announcement, or without an earlier visit', () => {
    const send = routeFrameFor('/send');
    routeFrameFor('/firstSetPayPassword');
    routeFrameFor('/rePayPassword');
    const again = routeFrameFor('/send');
    expect(again.direction).toBe('forward');
    expect(again.key).not.toBe(send.key);
    expectReturnTo('/receive');
    expect(routeFrameFor('/receive').direction).toBe('forward');
  });
});
