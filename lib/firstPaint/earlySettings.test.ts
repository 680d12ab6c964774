import { earlySettingsScript, SERVICE_WORKER_DELAY_MS, SERVICE_WORKER_LATEST_MS, serviceWorkerScript } from './earlySettings';
import { STORAGE } from '@/lib/state/storageKeys';

const html = document.documentElement;

function reset(languages: string[] = ['en-US']) {
  localStorage.clear();
  html.removeAttribute('data-hold');
  html.removeAttribute('data-theme');
  html.removeAttribute('data-color-option');
  html.style.fontSize = '';
  html.lang = 'en';
  html.dir = 'ltr';
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  window.history.replaceState(null, '', '/index/home');
}

/** Runs the script as the page does: its text, evaluated on its own (no module scope to lean on). */
function runInline() {
  new Function(earlySettingsScript())();
}

describe('the early script of app/layout.tsx', () => {
  beforeEach(() => reset());

  it('lets a first English visit show the prerendered first screen (no hold)', () => {
    runInline();
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
    expect(html.dataset.hold).toBeUndefined();
  });

  it('applies the stored language, font size, theme and colour option before first paint', () => {
    localStorage.setItem(STORAGE.language, JSON.stringify('ar'));
    localStorage.setItem(STORAGE.fontSize, '20');
    localStorage.setItem(STORAGE.theme, JSON.stringify('dark'));
    localStorage.setItem(STORAGE.colorOption, JSON.stringify('red-up'));
    runInline();
    expect([html.lang, html.dir, html.style.fontSize, html.dataset.theme, html.dataset.colorOption]).toEqual(['ar', 'rtl', '20px', 'dark', 'red-up']);
  });

  it('takes the browser language when none is stored, as resolveLocale does (hi is in; Indonesian is not ours)', () => {
    reset(['id-ID', 'hi-IN', 'en']);
    runInline();
    expect(html.lang).toBe('hi');
    reset(['id-ID', 'de-DE']);
    runInline();
    expect(html.lang).toBe('en');
  });

  it('holds the first paint for another language, a cloud session, a PIN or an HD wallet', () => {
    const cases: [string, string][] = [
      [STORAGE.language, JSON.stringify('zh')],
      [STORAGE.token, 'v1.sealed.value'],
      [STORAGE.pin, '{"hash":"x"}'],
      [STORAGE.hdWalletIds, '["w1"]'],
    ];
    for (const [key, value] of cases) {
      reset();
      localStorage.setItem(key, value);
      runInline();
      expect({ key, hold: html.dataset.hold }).toEqual({ key, hold: '' });
    }
    reset(['fr-FR']);
    runInline();
    expect(html.dataset.hold).toBe('');
  });

  it('does not hold for an empty wallet list, an explicit English choice or a theme (CSS shows those)', () => {
    reset(['fr-FR']);
    localStorage.setItem(STORAGE.language, JSON.stringify('en'));
    localStorage.setItem(STORAGE.hdWalletIds, '[]');
    localStorage.setItem(STORAGE.theme, JSON.stringify('dark'));
    runInline();
    expect(html.dataset.hold).toBeUndefined();
  });

  it('holds the My tab, whose rows show the settings, when the device has any of its own', () => {
    localStorage.setItem(STORAGE.currency, JSON.stringify('EUR'));
    runInline();
    expect(html.dataset.hold).toBeUndefined();
    window.history.replaceState(null, '', '/index/mypage/');
    runInline();
    expect(html.dataset.hold).toBe('');
  });

  it('holds the My tab when the home market summary was switched off (its switch shows the default)', () => {
    window.history.replaceState(null, '', '/index/mypage');
    localStorage.setItem(STORAGE.marketDisplay, '0');
    runInline();
    expect(html.dataset.hold).toBe('');
  });

  it('ignores unreadable values and blocked storage', () => {
    localStorage.setItem(STORAGE.language, '{not json');
    localStorage.setItem(STORAGE.fontSize, '99');
    runInline();
    expect([html.lang, html.style.fontSize, html.dataset.hold]).toEqual(['en', '', undefined]);
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(runInline).not.toThrow();
    getItem.mockRestore();
  });
});

describe("the early script's Intl warm-up", () => {
  const created: string[] = [];
  const blobs: { parts: string[] }[] = [];
  const RealBlob = globalThis.Blob;
  beforeEach(() => {
    reset();
    created.length = 0;
    blobs.length = 0;
    Object.assign(globalThis, {
      Blob: class {
        constructor(readonly parts: string[]) {}
      },
      Worker: function Worker(url: string) {
        created.push(url);
      },
    });
    Object.assign(URL, {
      createObjectURL: (blob: { parts: string[] }) => {
        blobs.push(blob);
        return `blob:warm-up-${blobs.length}`;
      },
      revokeObjectURL: () => undefined,
    });
  });
  afterEach(() => {
    delete (globalThis as { Worker?: unknown }).Worker;
    globalThis.Blob = RealBlob;
  });

  it("starts one worker that makes the first Intl calls in the page's language and English", () => {
    localStorage.setItem(STORAGE.language, JSON.stringify('ar'));
    runInline();
    expect(created).toEqual(['blob:warm-up-1']);
    const code = blobs[0].parts.join('');
    expect(code).toContain('var l=["ar","en"]');
    for (const api of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'DisplayNames', 'Collator']) expect(code).toContain(`new Intl.${api}(l`);
    // The worker's code runs as it is (it is not this module's): it must work on its own.
    const calls: string[] = [];
    new Function('Intl', 'close', code)(
      new Proxy(Intl, { get: (target, name: string) => (calls.push(name), target[name as keyof typeof Intl]) }),
      () => calls.push('close'),
    );
    expect(calls).toEqual(['NumberFormat', 'PluralRules', 'DateTimeFormat', 'DisplayNames', 'Collator', 'close']);
  });

  it('leaves the page as it is where there is no Worker', () => {
    delete (globalThis as { Worker?: unknown }).Worker;
    expect(() => runInline()).not.toThrow();
    expect(html.lang).toBe('en');
  });
});

describe("the inline script that registers the service worker", () => {
  const register = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    jest.useFakeTimers();
    register.mockClear();
    html.removeAttribute('data-ready');
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    // Each test's page: a fresh window `load` listener (jsdom keeps the earlier ones; they are spent).
    new Function(serviceWorkerScript())();
  });
  afterEach(() => {
    jest.useRealTimers();
    html.removeAttribute('data-ready');
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
  const load = () => window.dispatchEvent(new Event('load'));
  const ready = async () => {
    html.dataset.ready = '';
    await Promise.resolve(); // the MutationObserver's callback is a microtask
  };

  it('registers once the app is up, after the delay, not at load', async () => {
    load();
    jest.advanceTimersByTime(SERVICE_WORKER_LATEST_MS - 1);
    expect(register).not.toHaveBeenCalled();
    await ready();
    jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    // jsdom has no requestIdleCallback: it registers at once.
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits the delay from load when the app was up before it', () => {
    html.dataset.ready = '';
    load();
    jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers at the latest time after load when the app never says it is up, and only once', async () => {
    load();
    jest.advanceTimersByTime(SERVICE_WORKER_LATEST_MS);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS);
    expect(register).toHaveBeenCalledTimes(1);
    await ready();
    jest.advanceTimersByTime(SERVICE_WORKER_LATEST_MS + SERVICE_WORKER_DELAY_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    expect(() => new Function(serviceWorkerScript())()).not.toThrow();
  });
});
