import { E2E_SMS_RESEND_SECONDS } from './e2eSettings';
import {
  captchaAnswer,
  fillPhone,
  logIn,
  newPhone,
  postAs,
  registerByApi,
  sendCodeThroughCaptcha,
  shownCaptchaId,
  smsCode,
  smsCount,
  totp,
  totpStep,
} from './accountSupport';
import { expect, expectAccessible, open, test } from './fixtures';

/**
 * The cloud account flows of the issue "Cloud accounts", against the development server (its
 * /api/dev/* gives the SMS codes and captcha answers a real user would read elsewhere).
 */

const PASSWORD = 'Secret123';

test.describe('cloud accounts', () => {
  test('register, log in with the captcha back to the wanted page, pay password, Google 2FA, log out, reset the password', async ({ page, request }) => {
    test.setTimeout(180_000);
    const phone = newPhone();

    // Register: phone, SMS code, password twice.
    await open(page, '/register');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Enter your phone number')).toBeVisible();
    await fillPhone(page, phone.national);
    // The phone's first code needs no captcha, but this IP's may have been used up by other tests.
    await sendCodeThroughCaptcha(page, request, page.getByTestId('send-code'));
    await expect(page.getByTestId('send-code')).toHaveText(/Send again in \d+ s/);
    const registeredAt = Date.now();
    await page.getByLabel('SMS verification code').fill(await smsCode(request, phone.e164));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill('Secret124');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/index\/home$/);
    await expect(page.getByTestId('total-assets')).toBeVisible();

    // Log out from the cloud wallet settings.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/setUp$/);
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm-confirm').click();
    await expect(page).toHaveURL(/\/index\/home$/);
    await expect(page.getByTestId('landing-cloud')).toBeVisible();

    // A protected page logged out → landing → cloud wallet → login → back on the wanted page.
    await open(page, '/setUp');
    await expect(page).toHaveURL(/\/index\/home\?redirect=%2FsetUp$/);
    await page.getByTestId('landing-cloud').click();
    await expect(page).toHaveURL(/\/relogin\?redirect=%2FsetUp$/);
    await expectAccessible(page);
    await fillPhone(page, phone.national);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Please enter captcha')).toBeVisible();
    const firstCaptcha = await shownCaptchaId(page);
    await page.getByLabel('Captcha', { exact: true }).fill('zzzz');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.locator('.field-error', { hasText: 'Invalid captcha' })).toBeVisible();
    // Each attempt uses the captcha up: a new one is shown.
    await expect.poll(() => shownCaptchaId(page)).not.toBe(firstCaptcha);
    await page.getByLabel('Captcha', { exact: true }).fill(await captchaAnswer(request, await shownCaptchaId(page)));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/setUp$/);
    await expect(page.getByRole('heading', { name: 'Cloud wallet settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Security level/ })).toContainText('Level 1');
    await expectAccessible(page);

    // Rename the account in place.
    await page.getByRole('button', { name: 'Edit account name' }).click();
    await page.getByLabel('Account name').fill('Alice');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Alice');

    // Pay password: 6 digits twice; a mismatch says so; once set the security level is 2.
    await page.getByRole('link', { name: /Pay password/ }).click();
    await expect(page.getByTestId('pay-password-status')).toHaveText('Not set');
    await page.getByRole('link', { name: 'Set pay password' }).click();
    await expect(page).toHaveURL(/\/firstSetPayPassword$/);
    await page.getByLabel('Pay password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Enter 6 digits')).toBeVisible();
    await page.getByLabel('Pay password', { exact: true }).fill('135790');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/rePayPassword$/);
    await page.getByLabel('Pay password again').fill('135791');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The two entries do not match. Enter it again.')).toBeVisible();
    await page.getByLabel('Pay password again').fill('135790');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/securityLevel$/);
    await expect(page.getByTestId('security-level')).toHaveText('Security level 2 of 3');
    await expectAccessible(page);

    // Google two-step verification: the key as QR code and text, confirmed with a code.
    await page.getByRole('link', { name: 'Enable' }).click();
    await expect(page).toHaveURL(/\/googleCode$/);
    await expect(page.getByRole('img', { name: 'QR code of your Google verification key' })).toBeVisible();
    const secret = (await page.getByTestId('google-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page);
    await page.getByLabel('Google verification code').fill(totp(secret));
    await page.getByRole('button', { name: 'Enable' }).click();
    await expect(page).toHaveURL(/\/securityLevel$/);
    await expect(page.getByTestId('security-level')).toHaveText('Security level 3 of 3');

    // Log out: the session ends and the app shows the landing.
    await page.goto('/setUp');
    await expect(page.getByRole('link', { name: /Google verification/ })).toContainText('On');
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm-confirm').click();
    await expect(page).toHaveURL(/\/index\/home$/);
    await expect(page.getByTestId('landing-cloud')).toBeVisible();

    // Forgot password: a new login password by SMS code (one code per phone per minute).
    await page.getByTestId('landing-cloud').click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forget$/);
    await expectAccessible(page);
    await fillPhone(page, phone.national);
    const sent = await smsCount(request, phone.e164);
    await page.waitForTimeout(Math.max(0, registeredAt + E2E_SMS_RESEND_SECONDS * 1000 + 1_000 - Date.now()));
    // The phone's second code within the hour: the server asks for the captcha, the screen shows it.
    await sendCodeThroughCaptcha(page, request, page.getByTestId('send-code'));
    await expect(page.getByLabel('Captcha', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('SMS verification code').fill(await smsCode(request, phone.e164, sent));
    await page.getByLabel('New password', { exact: true }).fill('Changed456');
    await page.getByLabel('Repeat new password').fill('Changed456');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/relogin$/);

    // The old password no longer works; the new one does.
    const usedCaptcha = await shownCaptchaId(page);
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page.getByText('Wrong phone number or password').first()).toBeVisible();
    // The failed login used its captcha up: answer the new one, not the one still fading out.
    await expect(page.getByRole('img', { name: /Captcha image/ })).not.toHaveAttribute('data-captcha-id', usedCaptcha);
    await logIn(page, request, phone.national, 'Changed456');
    await expect(page).toHaveURL(/\/index\/home$/);
    await expect(page.getByTestId('total-assets')).toBeVisible();
  });

  test('with Google on, changing the pay password asks for a Google code; a wrong current one says how many tries are left', async ({ page, request }) => {
    const phone = newPhone();
    const token = await registerByApi(request, phone, PASSWORD);
    await postAs(request, token, '/api/user/payPassword/set', { payPassword: '246810' });
    const { secret } = await postAs<{ secret: string }>(request, token, '/api/user/google/secret');
    const enabledAt = totpStep();
    await postAs(request, token, '/api/user/google/enable', { code: totp(secret, enabledAt) });

    await open(page, '/relogin?redirect=%2FpayPassword');
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/payPassword$/);
    await expect(page.getByTestId('pay-password-status')).toHaveText('Set');

    await page.getByRole('link', { name: 'Change pay password' }).click();
    await page.getByLabel('Current pay password').fill('111111');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pay-password-problem')).toContainText('The password you entered is incorrect');
    await expect(page.getByTestId('pay-password-problem')).toContainText(/\d+ attempts? left/);
    await page.getByLabel('Current pay password').fill('246810');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/setPayPassword$/);
    await page.getByLabel('Pay password', { exact: true }).fill('975310');
    await page.getByLabel('Pay password again').fill('975310');
    await page.getByRole('button', { name: 'Confirm' }).click();

    // The Google code is asked on /googleValid and the change goes out with it.
    await expect(page).toHaveURL(/\/googleValid\?next=%2FsetPayPassword$/);
    await expectAccessible(page);
    // Each code works once: use the step after the one that enabled it.
    await page.getByLabel('Google verification code').fill(totp(secret, Math.max(totpStep(), enabledAt + 1)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/payPassword$/);
    await expect(page.getByTestId('toast')).toHaveText('Pay password changed');

    // The new pay password is the one that checks out now.
    const check = await request.post('/api/user/payPassword/check', { data: { payPassword: '975310' }, headers: { 'x-token': token } });
    expect((await check.json()).code).toBe(1);
  });

  test('too many wrong pay passwords lock it, and the screen says for how long', async ({ page, request }) => {
    const phone = newPhone();
    const token = await registerByApi(request, phone, PASSWORD);
    await postAs(request, token, '/api/user/payPassword/set', { payPassword: '246810' });
    for (let i = 0; i < 4; i++) await request.post('/api/user/payPassword/check', { data: { payPassword: '000000' }, headers: { 'x-token': token } });

    await open(page, '/relogin?redirect=%2FeditPayPassword');
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/editPayPassword$/);
    await page.getByLabel('Current pay password').fill('111111');
    await page.getByRole('button', { name: 'Next' }).click();
    const problem = page.getByTestId('pay-password-problem');
    await expect(problem).toContainText('Pay password is locked for 30 minutes');
    await expect(problem.getByRole('link', { name: 'Reset it by SMS code instead' })).toHaveAttribute('href', '/forgetPayPass');
    // Locked means locked: even the right one is refused now.
    await page.getByLabel('Current pay password').fill('246810');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(problem).toContainText(/locked for \d+ minutes/);
    await expect(page).toHaveURL(/\/editPayPassword$/);
  });

  test('a forgotten pay password is reset with a code sent to the account’s own phone', async ({ page, request }) => {
    test.setTimeout(150_000);
    const phone = newPhone();
    const registeredAt = Date.now();
    const token = await registerByApi(request, phone, PASSWORD);
    await postAs(request, token, '/api/user/payPassword/set', { payPassword: '246810' });

    await open(page, '/relogin?redirect=%2FpayPassword');
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/payPassword$/);
    await page.getByRole('link', { name: 'Forgot pay password' }).click();
    await expect(page).toHaveURL(/\/forgetPayPass$/);
    await expect(page.getByText(phone.national.slice(-4))).toBeVisible();
    await expectAccessible(page);
    // Another number is refused: the code goes only to the account's phone.
    await fillPhone(page, newPhone().national, "Your account's phone number");
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('This is not the phone number of your account.')).toBeVisible();
    // One code per phone per minute: the registration's code was sent just now.
    await page.waitForTimeout(Math.max(0, registeredAt + E2E_SMS_RESEND_SECONDS * 1000 + 1_000 - Date.now()));
    const sent = await smsCount(request, phone.e164);
    await fillPhone(page, phone.national, "Your account's phone number");
    // The registration's code was the first: this one goes through the captcha.
    await sendCodeThroughCaptcha(page, request, page.getByRole('button', { name: 'Send code' }));
    await expect(page).toHaveURL(/\/codeCheck$/);
    await page.getByLabel('SMS verification code').fill(await smsCode(request, phone.e164, sent));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/setPayPassword$/);
    await page.getByLabel('Pay password', { exact: true }).fill('864200');
    await page.getByLabel('Pay password again').fill('864200');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/payPassword$/);
    await expect(page.getByTestId('toast')).toHaveText('Pay password reset');
    const check = await request.post('/api/user/payPassword/check', { data: { payPassword: '864200' }, headers: { 'x-token': token } });
    expect((await check.json()).code).toBe(1);
  });

  test('an expired login (10001) on a protected page clears the token and goes to /relogin, back to the page after login', async ({ page, request }) => {
    const phone = newPhone();
    const otherDevice = await registerByApi(request, phone, PASSWORD);
    await open(page, '/relogin?redirect=%2FsetUp');
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/setUp$/);
    // Another device changes the login password: the account's other sessions, this one, are revoked.
    await postAs(request, otherDevice, '/api/user/profile/password', { oldPassword: PASSWORD, password: 'Other4567' });
    await page.getByRole('button', { name: 'Edit account name' }).click();
    await page.getByLabel('Account name').fill('Expired');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/relogin\?redirect=%2FsetUp$/);
    await expect(page.getByTestId('toast')).toHaveText('Login has expired, please login again');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the pay password steps and Google screens need a login', async ({ page }) => {
    for (const path of ['/firstSetPayPassword', '/googleCode', '/securityLevel']) {
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`/index/home\\?redirect=${encodeURIComponent(path)}$`));
    }
  });

  test('PIN: set twice, the app asks for it on reload, a wrong PIN says so, the right one unlocks; only a slow hash is stored', async ({ page }) => {
    await open(page, '/pinset');
    await expect(page.getByTestId('pin-status')).toHaveText('Off');
    await page.getByRole('button', { name: 'Turn on PIN' }).click();
    await page.getByLabel('New PIN', { exact: true }).fill('482913');
    await page.getByLabel('New PIN again').fill('482914');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The two entries do not match. Enter it again.')).toBeVisible();
    await page.getByLabel('New PIN again').fill('482913');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('pin-status')).toHaveText('On');

    const stored = await page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`).join('\n'));
    expect(stored).not.toContain('482913');
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem('pin')))!);
    expect(record).toMatchObject({ v: 1, kdf: 'PBKDF2-SHA256' });
    expect(record.iterations).toBeGreaterThanOrEqual(600_000);

    // Launch: the lock covers the app, says a lost PIN cannot be recovered, and offers no way around.
    await page.reload();
    const lock = page.getByTestId('pin-lock');
    await expect(lock).toBeVisible();
    await expect(lock).toContainText('clear this app');
    await expect(lock.getByRole('link')).toHaveCount(0);
    await expectAccessible(page);
    await lock.getByLabel('PIN', { exact: true }).fill('000000');
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect(lock.getByText('Wrong PIN. Try again.')).toBeVisible();
    await lock.getByLabel('PIN', { exact: true }).fill('482913');
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect(lock).toHaveCount(0);
    await expect(page.getByTestId('pin-status')).toHaveText('On');

    // Turning it off takes the current PIN.
    await page.getByRole('button', { name: 'Turn off PIN' }).click();
    await page.getByLabel('Current PIN').fill('482913');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('pin-status')).toHaveText('Off');
    await page.reload();
    await expect(page.getByTestId('pin-status')).toHaveText('Off');
    await expect(page.getByTestId('pin-lock')).toHaveCount(0);
  });

  test('the PIN lock comes back after more than 30 seconds in the background', async ({ page }) => {
    await open(page, '/pinset');
    await page.getByRole('button', { name: 'Turn on PIN' }).click();
    await page.getByLabel('New PIN', { exact: true }).fill('102938');
    await page.getByLabel('New PIN again').fill('102938');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('pin-status')).toHaveText('On');
    // Simulate the app going to the background and coming back 31 s later.
    await page.evaluate(() => {
      const realNow = Date.now;
      const setVisibility = (state: string) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      setVisibility('hidden');
      Date.now = () => realNow() + 31_000;
      setVisibility('visible');
      Date.now = realNow;
    });
    await expect(page.getByTestId('pin-lock')).toBeVisible();
    await page.getByTestId('pin-lock').getByLabel('PIN', { exact: true }).fill('102938');
    await page.getByTestId('pin-lock').getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByTestId('pin-lock')).toHaveCount(0);
  });

  test('chat-account ("2U") login through the local OIDC provider comes back to the wanted page', async ({ page }) => {
    await open(page, '/setUp');
    await page.getByTestId('landing-cloud').click();
    await expect(page).toHaveURL(/\/relogin\?redirect=%2FsetUp$/);
    await page.getByTestId('oauth-login').click();

    // The provider's own (development) login and consent screens (e2e/oidcProvider.ts).
    await page.waitForURL(/\/interaction\//);
    await page.locator('input[name="login"]').fill(`chat-user-${Date.now()}`);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(/\/interaction\/|\/setUp$/);
    if (/\/interaction\//.test(page.url())) await page.locator('form button[type="submit"]').first().click();

    await expect(page).toHaveURL(/\/setUp$/);
    await expect(page.getByRole('heading', { name: 'Cloud wallet settings' })).toBeVisible();
    // A chat-account user has no login password until they set one (no current one is asked).
    await expect(page.getByRole('link', { name: /Login password/ })).toContainText('Not set');
    await page.getByRole('link', { name: /Login password/ }).click();
    await expect(page).toHaveURL(/\/password$/);
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Use 8 to 64 characters with at least one letter and one digit')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Chat12345');
    await page.getByLabel('Repeat new password').fill('Chat12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/setUp$/);
    await expect(page.getByRole('link', { name: /Login password/ })).toContainText('Set');
    await expect(page.getByRole('link', { name: /Login password/ })).not.toContainText('Not set');
  });

  test('a chat-account callback this tab did not start is refused (login CSRF)', async ({ page }) => {
    await open(page, '/relogin?code=forged-code&state=forged-state');
    await expect(page).toHaveURL(/\/relogin$/);
    await expect(page.locator('.form-error')).toHaveText('Chat-account login failed');
    await expect(page.getByRole('img', { name: /Captcha image/ })).toBeVisible();
  });
});
