import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { KYC_ERRORS as E, KYC_PATHS as PATHS, type FileLink, type KycStatus, type StockApplication, type SubmitResult, type UploadedFile, type FeedbackList } from '../../../features/kyc/contract/kycApi';
import { type NoticePage, WALLET_PATHS } from '../../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../../features/cloudWallet/contract/walletRules';
import { HEADER_TOKEN } from '../../../lib/contract/envelope';
import { type Answer, call } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { balanceOf, credit, walletAccount } from '../../testing/walletClient';
import { TEST_SECRET_KEY } from '../../testing/testApp';
import { deriveServerKeys } from '../../core/crypto/serverKeys';
import { openSecret } from '../../core/crypto/secretBox';
import { answerFeedback } from './answerFeedback';
import { requireQualifiedInvestor } from '../../core/investors/requireQualifiedInvestor';
import { reviewKyc } from './reviewKyc';
import { reviewStockApplication } from './reviewStockApplication';

const MB = 1024 * 1024;
const TODAY = new Date('2026-11-24T10:00:00Z');
/** A minimal real PDF (header, one empty page, xref, trailer, EOF marker). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \ntrailer<</Size 4/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
);

async function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();
}
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A multipart body with one file in the field `file`, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, type: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kyc${randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDbTargets)('KYC on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock(TODAY);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyc-test-'));
  afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));
  useTestApp(target, { clock, audit: true, env: { KYC_FILES_DIR: filesDir, KYC_FEE_USDT: '1', KYC_REFUSED_COUNTRIES: 'KP,IR,SY' } }, (opened) => ({ app, testDb } = opened));

  async function upload(token: string, purpose: string, bytes: Buffer, filename: string, type: string): Promise<Answer> {
    const body = multipart(bytes, filename, type);
    const res = await app.inject({ method: 'POST', url: `${PATHS.upload}?purpose=${purpose}`, payload: body.payload, headers: { ...body.headers, [HEADER_TOKEN]: token } });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  async function uploaded(token: string, purpose: string, bytes?: Buffer): Promise<string> {
    const res = await upload(token, purpose, bytes ?? (await png()), 'photo.png', 'image/png');
    if (res.code !== 1) throw new Error(`upload failed: ${JSON.stringify(res)}`);
    return (res.data as UploadedFile).id;
  }
  async function submit(token: string, body: Record<string, unknown>, key: string = randomUUID()): Promise<Answer> {
    const res = await app.inject({ method: 'POST', url: PATHS.submit, payload: body, headers: { [HEADER_TOKEN]: token, [HEADER_IDEMPOTENCY_KEY]: key } });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const level1 = { level: 1, country: 'SG', firstName: 'Mei', surname: 'Tan', birthDate: '1990-04-21', idType: 'nric', idNumber: 'S1234567D' };
  async function holder(amount = '10') {
    const account = await walletAccount(app);
    await credit(app, account.user.accid, 'USDT', amount);
    return account;
  }
  async function level3Body(token: string) {
    return {
      ...level1,
      level: 3,
      idFront: await uploaded(token, 'idFront'),
      idBack: await uploaded(token, 'idBack'),
      address: '1 Raffles Place, Singapore 048616',
      addressProof: await uploaded(token, 'addressProof'),
      assetProof: await uploaded(token, 'assetProof'),
      signature: await uploaded(token, 'signature'),
      phone: '+6591234567',
      questionnaire: {
        experience: ['securities', 'futures'],
        averageVolumeUsd: '25000',
        averageCount: 12,
        yearsOfExperience: 6,
        netAssetUsd: '2500000',
        riskTolerance: 'medium',
        idealTerm: 'oneToThreeYears',
        derivativeKnowledge: true,
      },
    };
  }
  const status = async (token: string) => (await call(app, 'GET', PATHS.status, undefined, { token })).data as KycStatus;
  const pendingId = async (userId: string) =>
    (await testDb.db.query<{ id: bigint }>("SELECT a.id FROM kyc_applications a JOIN users u ON u.id = a.user_id WHERE u.accid = $1 AND a.state = 'pending'", [userId]))[0]!.id;

  describe('uploads', () => {
    it('keeps a PNG, and refuses an 11 MB file before storing anything', async () => {
      const a = await holder();
      const ok = await upload(a.token, 'idFront', await png(), 'front.png', 'image/png');
      expect(ok).toMatchObject({ status: 200, code: 1, data: { purpose: 'idFront', type: 'image/png' } });
      const before = fs.readdirSync(filesDir).length;
      const big = Buffer.concat([await png(), Buffer.alloc(11 * MB, 1)]);
      const res = await upload(a.token, 'idFront', big, 'big.png', 'image/png');
      expect(res).toMatchObject({ status: 413, code: E.fileTooLarge, params: { maxMb: 10 } });
      expect(fs.readdirSync(filesDir).length).toBe(before);
    });

    it('refuses a file name past 255 characters with its own message, before storing anything, and takes one of 255', async () => {
      const a = await holder();
      const before = fs.readdirSync(filesDir).length;
      const long = await upload(a.token, 'idFront', await png(), `${'a'.repeat(4996)}.png`, 'image/png');
      expect(long).toMatchObject({ status: 400, code: E.fileNameTooLong, key: 'kyc.errors.fileNameTooLong', params: { max: 255 } });
      // Counted in characters, not bytes: 252 Chinese characters and ".png" are 256.
      expect(await upload(a.token, 'idFront', await png(), `${'证'.repeat(252)}.png`, 'image/png')).toMatchObject({ status: 400, code: E.fileNameTooLong });
      expect(fs.readdirSync(filesDir).length).toBe(before);
      expect(await upload(a.token, 'idFront', await png(), `${'证'.repeat(251)}.png`, 'image/png')).toMatchObject({ status: 200, code: 1 });
    });

    it('refuses what the API description does not allow: another field, a JSON body', async () => {
      const a = await holder();
      const other = multipart(await png(), 'front.png', 'image/png');
      const renamed = other.payload.toString('latin1').replace('name="file"', 'name="document"');
      const res = await app.inject({ method: 'POST', url: `${PATHS.upload}?purpose=idFront`, payload: Buffer.from(renamed, 'latin1'), headers: { ...other.headers, [HEADER_TOKEN]: a.token } });
      expect(res.json()).toMatchObject({ code: E.uploadMalformed });
      expect(await call(app, 'POST', `${PATHS.upload}?purpose=idFront`, {}, { token: a.token })).toMatchObject({ status: 400, code: E.uploadMalformed });
    });

    it('refuses a PNG named .pdf, a polyglot (JPEG with a PDF header inside), a fake PDF and a text file', async () => {
      const a = await holder();
      expect(await upload(a.token, 'assetProof', await png(), 'statement.pdf', 'application/pdf')).toMatchObject({ status: 415, code: E.fileTypeMismatch });
      expect(await upload(a.token, 'assetProof', await png(), 'statement.png', 'application/pdf')).toMatchObject({ status: 415, code: E.fileTypeMismatch });
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer();
      // A JPEG comment segment carrying a PDF header right after the SOI marker: a reader could take it for either.
      const comment = Buffer.from('%PDF-1.4 1 0 obj<<>>endobj');
      const polyglot = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment, jpeg.subarray(2)]);
      expect(await upload(a.token, 'idFront', polyglot, 'front.jpg', 'image/jpeg')).toMatchObject({ status: 415, code: E.fileTypeMismatch });
      expect(await upload(a.token, 'assetProof', Buffer.from('%PDF-1.7\n<script>alert(1)</script>'), 'x.pdf', 'application/pdf')).toMatchObject({ status: 415, code: E.fileTypeMismatch });
      expect(await upload(a.token, 'assetProof', Buffer.from('just text, not a document'), 'x.pdf', 'application/pdf')).toMatchObject({ status: 415, code: E.fileTypeRefused });
      expect(await upload(a.token, 'assetProof', PDF, 'statement.pdf', 'application/pdf')).toMatchObject({ status: 200, data: { type: 'application/pdf' } });
    });

    it('re-encodes a JPEG: upright, and the stored copy has no EXIF (no GPS) left', async () => {
      const a = await holder();
      const original = await jpegWithGps();
      const meta = await sharp(original).metadata();
      // The GPS IFD pointer (tag 0x8825) is in the original's EXIF (little-endian here).
      expect(meta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      expect(meta.orientation).toBe(6);
      const res = await upload(a.token, 'idFront', original, 'front.JPG', 'image/jpeg');
      expect(res).toMatchObject({ status: 200, data: { type: 'image/jpeg' } });
      const stored = fs.readFileSync(path.join(filesDir, (res.data as UploadedFile).id));
      const kept = await sharp(stored).metadata();
      expect(kept.exif).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(kept.orientation).toBeUndefined();
      // Rotated by its orientation (6: 90° clockwise), so width and height swap.
      expect([kept.width, kept.height]).toEqual([48, 64]);
      expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    });

    it('opens a file only through a fresh link its owner asked for; another account gets nothing', async () => {
      const a = await holder();
      const b = await holder();
      const id = await uploaded(a.token, 'idFront');
      expect(await call(app, 'POST', PATHS.fileLink, { fileId: id }, { token: b.token })).toMatchObject({ status: 404, code: E.fileUnknown });
      const link = await call(app, 'POST', PATHS.fileLink, { fileId: id }, { token: a.token });
      const { url } = link.data as FileLink;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('no-store');
      const forged = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await app.inject({ method: 'GET', url: forged })).json()).toMatchObject({ code: E.linkExpired });
      const otherFile = url.replace(id, await uploaded(b.token, 'idFront'));
      expect((await app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(404);
      clock.advance(301_000);
      expect((await app.inject({ method: 'GET', url })).json()).toMatchObject({ code: E.linkExpired });
      clock.set(TODAY);
    });
  });

  describe('applications', () => {
    it('refuses KYC below 3 USDT with the spec message, and charges nothing', async () => {
      const a = await holder('2.5');
      const res = await submit(a.token, level1);
      expect(res).toMatchObject({ status: 400, code: E.balanceTooLow, msg: 'Your USDT balance is less than 3 and cannot undergo KYC authentication', key: 'kyc.errors.balanceTooLow' });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('2.5');
      expect((await status(a.token)).state).toBe('none');
    });

    it('refuses under 18 (from the birth date, to the day) and residents of a listed country', async () => {
      const a = await holder();
      expect(await submit(a.token, { ...level1, birthDate: '2008-11-25' })).toMatchObject({ code: E.underAge, params: { minAge: 18 } });
      expect(await submit(a.token, { ...level1, birthDate: '2027-01-01' })).toMatchObject({ code: E.birthDateInvalid });
      expect(await submit(a.token, { ...level1, birthDate: '1990-02-30' })).toMatchObject({ code: E.birthDateInvalid });
      expect(await submit(a.token, { ...level1, country: 'IR', idType: 'passport' })).toMatchObject({ code: E.countryRefused, params: { country: 'IR' } });
      expect(await submit(a.token, { ...level1, idType: 'myNumberCard' })).toMatchObject({ code: E.idTypeNotForCountry });
      expect(await submit(a.token, { ...level1, level: 2 })).toMatchObject({ code: E.fieldMissing, params: { field: 'idFront', level: 2 } });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('10');
      // 18 today: accepted.
      expect(await submit(a.token, { ...level1, birthDate: '2008-11-24' })).toMatchObject({ status: 200, code: 1 });
    });

    it('submits level 3: pending, fee as one type-16 record, the ID number sealed; approve with qualification; notices', async () => {
      const a = await holder();
      const body = await level3Body(a.token);
      const key = randomUUID();
      const res = await submit(a.token, body, key);
      expect(res).toMatchObject({ status: 200, code: 1 });
      const result = res.data as SubmitResult;
      expect(result.status).toMatchObject({ level: 0, state: 'pending', qualifiedInvestor: false, latest: { level: 3, idNumberMasked: '••••567D', fee: '1' } });
      expect(result.record).toMatchObject({ type: 16, kind: 'kycFee', direction: 'out', amount: '1', coin: 'USDT' });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('9');
      // A retry with the same key charges nothing again.
      expect(await submit(a.token, body, key)).toMatchObject({ code: 1, data: { replayed: true } });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('9');
      expect(await submit(a.token, body)).toMatchObject({ code: E.alreadyPending });

      const rows = await testDb.db.query<{ sealed: string; user_id: bigint }>("SELECT id_number_sealed AS sealed, user_id FROM kyc_applications WHERE id_number_last4 = '567D' ORDER BY id DESC LIMIT 1");
      const dump = JSON.stringify(await testDb.db.query('SELECT * FROM kyc_applications'), (_k, v) => (typeof v === 'bigint' ? String(v) : v));
      expect(dump).not.toContain('S1234567D');
      expect(openSecret(deriveServerKeys(TEST_SECRET_KEY).kycEncryption, rows[0]!.sealed, `kyc-id:${rows[0]!.user_id}`)).toBe('S1234567D');

      await expect(requireQualifiedInvestor(testDb.db, rows[0]!.user_id)).rejects.toMatchObject({ code: E.notQualified });
      await reviewKyc(testDb.db, { applicationId: await pendingId(a.user.accid), reviewer: 'operator:test', at: TODAY }, { decision: 'approve', qualified: 'totalAssets' });
      expect(await status(a.token)).toMatchObject({ level: 3, state: 'approved', qualifiedInvestor: true, qualifiedBasis: 'totalAssets' });
      await expect(requireQualifiedInvestor(testDb.db, rows[0]!.user_id)).resolves.toBeUndefined();
      const info = await call(app, 'GET', '/api/user/profile/userInfo', undefined, { token: a.token });
      expect(info.data).toMatchObject({ kycLevel: 3 });
      const notices = (await call(app, 'GET', WALLET_PATHS.notices, undefined, { token: a.token })).data as NoticePage;
      expect(notices.items[0]).toMatchObject({ kind: 'kycApproved', params: { level: '3', qualified: 'yes' } });
      expect(await submit(a.token, body)).toMatchObject({ code: E.levelNotHigher, params: { level: 3 } });
    });

    it('rejects with a reason; the user sees it and resubmits; a file of another account is refused', async () => {
      const a = await holder();
      const b = await holder();
      const body = { ...level1, level: 2, idFront: await uploaded(a.token, 'idFront'), idBack: await uploaded(a.token, 'idBack') };
      expect(await submit(a.token, { ...body, idBack: await uploaded(b.token, 'idBack') })).toMatchObject({ code: E.fileUnknown });
      expect(await submit(a.token, { ...body, idBack: body.idFront })).toMatchObject({ code: E.fileUnknown });
      expect(await submit(a.token, body)).toMatchObject({ code: 1 });
      const id = await pendingId(a.user.accid);
      await expect(reviewKyc(testDb.db, { applicationId: id, reviewer: 'operator:test', at: TODAY }, { decision: 'reject', reason: ' ' })).rejects.toThrow(/reason/);
      await reviewKyc(testDb.db, { applicationId: id, reviewer: 'operator:test', at: TODAY }, { decision: 'reject', reason: 'The back photo is blurred.' });
      await expect(reviewKyc(testDb.db, { applicationId: id, reviewer: 'operator:test', at: TODAY }, { decision: 'approve' })).rejects.toThrow(/already rejected/);
      expect(await status(a.token)).toMatchObject({ level: 0, state: 'rejected', latest: { reason: 'The back photo is blurred.' } });
      const notices = (await call(app, 'GET', WALLET_PATHS.notices, undefined, { token: a.token })).data as NoticePage;
      expect(notices.items[0]).toMatchObject({ kind: 'kycRejected', params: { reason: 'The back photo is blurred.' } });
      expect(await submit(a.token, body)).toMatchObject({ code: 1, data: { status: { state: 'pending' } } });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('8');
      // An approval below the level applied for; investor qualification needs level 3.
      await expect(reviewKyc(testDb.db, { applicationId: await pendingId(a.user.accid), reviewer: 'operator:test', at: TODAY }, { decision: 'approve', level: 2, qualified: 'portfolio' })).rejects.toThrow(/level-3/);
      await reviewKyc(testDb.db, { applicationId: await pendingId(a.user.accid), reviewer: 'operator:test', at: TODAY }, { decision: 'approve', level: 1 });
      expect(await status(a.token)).toMatchObject({ level: 1, qualifiedInvestor: false });
    });
  });

  describe('forms', () => {
    it('stock pre-purchase: not applied, applied, edited until reviewed, then final', async () => {
      const a = await holder();
      const get = async () => (await call(app, 'GET', PATHS.stockApplication, undefined, { token: a.token })).data as StockApplication;
      expect(await get()).toEqual({ applied: false, application: null });
      expect(await call(app, 'POST', PATHS.stockApplication, { name: 'Mei Tan', quantity: 100, amountUsd: '5000' }, { token: a.token })).toMatchObject({ code: 1, data: { applied: true } });
      await call(app, 'POST', PATHS.stockApplication, { name: 'Mei Tan', quantity: 150, amountUsd: '7500', note: 'Long term' }, { token: a.token });
      expect((await get()).application).toMatchObject({ quantity: 150, amountUsd: '7500', note: 'Long term', review: 'pending' });
      const [{ id }] = await testDb.db.query<{ id: bigint }>('SELECT id FROM users WHERE accid = $1', [a.user.accid]);
      await reviewStockApplication(testDb.db, id, { review: 'accepted' }, TODAY);
      expect(await call(app, 'POST', PATHS.stockApplication, { name: 'Mei Tan', quantity: 1, amountUsd: '1' }, { token: a.token })).toMatchObject({ status: 409, code: E.stockReviewed });
      expect((await get()).application).toMatchObject({ quantity: 150, review: 'accepted' });
    });

    it('stock pre-purchase: refuses an amount of 0 USD, and a name that is only signs and digits', async () => {
      const a = await holder();
      const save = (body: Record<string, unknown>) => call(app, 'POST', PATHS.stockApplication, body, { token: a.token });
      expect(await save({ name: 'Mei Tan', quantity: 100, amountUsd: '0' })).toMatchObject({ status: 400, key: 'errors.validation.invalid', params: { field: 'amountUsd' } });
      expect(await save({ name: '-1', quantity: 100, amountUsd: '5000' })).toMatchObject({ status: 400, key: 'errors.validation.invalid', params: { field: 'name' } });
      expect(await save({ name: 'Mei Tan', quantity: 100, amountUsd: '1' })).toMatchObject({ status: 200, code: 1 });
    });

    it('feedback: sends with a screenshot of my own, lists what I sent, shows the answer', async () => {
      const a = await holder();
      const b = await holder();
      const shot = await uploaded(a.token, 'screenshot');
      expect(await call(app, 'POST', PATHS.feedback, { category: 'bug', text: 'The chart does not load.', screenshot: await uploaded(b.token, 'screenshot') }, { token: a.token })).toMatchObject({ code: E.fileUnknown });
      expect(await call(app, 'POST', PATHS.feedback, { category: 'bug', text: 'The chart does not load.', screenshot: shot }, { token: a.token })).toMatchObject({ code: 1 });
      const list = (await call(app, 'GET', PATHS.feedback, undefined, { token: a.token })).data as FeedbackList;
      expect(list.items).toEqual([expect.objectContaining({ category: 'bug', text: 'The chart does not load.', hasScreenshot: true, state: 'open', reply: null })]);
      expect(((await call(app, 'GET', PATHS.feedback, undefined, { token: b.token })).data as FeedbackList).items).toEqual([]);
      await answerFeedback(testDb.db, BigInt(list.items[0]!.id), 'Fixed, thank you.', TODAY);
      expect(((await call(app, 'GET', PATHS.feedback, undefined, { token: a.token })).data as FeedbackList).items[0]).toMatchObject({ state: 'answered', reply: 'Fixed, thank you.' });
    });
  });
});
