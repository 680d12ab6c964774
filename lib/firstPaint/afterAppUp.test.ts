import { APP_UP_DELAY_MS, afterAppUp } from './afterAppUp';

describe('afterAppUp', () => {
  const html = document.documentElement;
  const run = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    run.mockClear();
    html.removeAttribute('data-ready');
  });
  afterEach(() => {
    jest.useRealTimers();
    html.removeAttribute('data-ready');
  });
  const ready = async () => {
    html.dataset.ready = '';
    await Promise.resolve(); // the MutationObserver's callback is a microtask
  };

  it('runs the delay after the app is up, not before, and once', async () => {
    afterAppUp(run);
    jest.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    await ready();
    jest.advanceTimersByTime(APP_UP_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the fallback's short timeout stands for the idle moment.
    jest.advanceTimersByTime(1 + 200);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now when the app is already up', () => {
    html.dataset.ready = '';
    afterAppUp(run);
    jest.advanceTimersByTime(APP_UP_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1 + 200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, whether waiting for the app or for the delay', async () => {
    afterAppUp(run)();
    await ready();
    const cancel = afterAppUp(run);
    jest.advanceTimersByTime(APP_UP_DELAY_MS - 1);
    cancel();
    jest.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });
});
