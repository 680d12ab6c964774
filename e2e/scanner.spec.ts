import { chromium, devices } from '@playwright/test';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { booted, expect, test } from './fixtures';

/**
 * The camera path for real: Chromium's fake camera plays a video of a QR code (written here as a
 * Y4M file), qr-scanner reads it in the page, and the decoded WalletConnect link is submitted as the
 * spec says (both views close, the connection starts against our own bridge).
 */

const WIDTH = 640;
const HEIGHT = 480;

/** A few grey-scale frames of `text` as a QR code, in the YUV4MPEG2 format Chromium's fake camera reads. */
function qrVideo(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  // qr-scanner looks at the middle two thirds of the shorter side (320 px here): the code fits well inside.
  const scale = Math.floor(240 / (size + 8));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size * scale; y++) {
    for (let x = 0; x < size * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(tmpdir(), `qr-${randomUUID()}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

test('scanning a WalletConnect link with the camera submits it and closes the scanner and the panel', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const link = `wc:${randomUUID()}@1?bridge=${encodeURIComponent(`${baseURL}/bridge`)}&key=${randomBytes(32).toString('hex')}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(link)}`],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, permissions: ['camera'] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/index/home');
    await booted(page);
    await page.getByTestId('wc-button').click();
    await page.getByTestId('wc-scan').click();
    await expect(page.getByTestId('scanner')).toBeVisible();
    // Decoded and submitted: the scanner and the panel close, and the button waits for the dapp.
    await expect(page.getByTestId('scanner')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('wc-panel')).toHaveCount(0);
    await expect(page.getByTestId('wc-link-error')).toHaveCount(0);
    await expect(page.getByTestId('wc-button')).toHaveAttribute('aria-label', /waiting|pending/i);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
