import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadedFile } from '../../../features/kyc/contract/kycApi';
import { type FilePurpose, UPLOADS_PER_USER } from '../../../features/kyc/contract/kycRules';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import type { Queryable } from '../../db/db';
import { kycErrors } from './kycErrors';
import { kycFilesDir } from './kycFilesDir';
import { sanitizeUpload } from './sanitizeUpload';
import { acceptedType, declaredMatches, sniffFileType } from './sniffFileType';

export type IncomingFile = { bytes: Buffer; filename: string; mimetype: string };

/**
 * Keeps one upload of the session user: the type sniffed from the bytes (JPEG, PNG or PDF,
 * exactly one of them: a polyglot is refused), agreeing with the declared name and type, images
 * re-encoded without metadata (sanitizeUpload), written owner-only under a random name in the
 * files folder, and counted against UPLOADS_PER_USER under the user's row lock. The size limit is
 * the multipart reader's (kycPlugin.ts), before anything is buffered beyond it.
 *
 * @example await storeUpload(deps, userId, 'idFront', { bytes, filename: 'front.jpg', mimetype: 'image/jpeg' })
 */
export async function storeUpload(deps: AccountDeps, userId: bigint, purpose: FilePurpose, file: IncomingFile): Promise<UploadedFile> {
  const { db, config } = deps;
  const used = await countUploads(db, userId);
  if (used >= UPLOADS_PER_USER) throw kycErrors.uploadLimit(UPLOADS_PER_USER);
  const sniffed = sniffFileType(file.bytes);
  const type = acceptedType(sniffed, file.bytes);
  if (type === null) throw sniffed.types.length === 0 ? kycErrors.fileTypeRefused() : kycErrors.fileTypeMismatch();
  if (!declaredMatches(type, file.filename, file.mimetype)) throw kycErrors.fileTypeMismatch();
  const kept = await sanitizeUpload(file.bytes, type);

  const id = randomBytes(16).toString('base64url');
  const dir = kycFilesDir(config);
  const target = path.join(dir, id);
  const partial = `${target}.part`;
  await fs.writeFile(partial, kept.bytes, { mode: 0o600, flag: 'wx' });
  try {
    await fs.rename(partial, target);
    const left = await db.tx(async (q) => {
      // The user's row serialises their uploads, so parallel ones cannot pass the limit together.
      await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const count = await countUploads(q, userId);
      if (count >= UPLOADS_PER_USER) throw kycErrors.uploadLimit(UPLOADS_PER_USER);
      await q.query('INSERT INTO kyc_files (id, user_id, purpose, mime, size, sha256, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        id,
        userId,
        purpose,
        kept.type,
        kept.bytes.length,
        createHash('sha256').update(kept.bytes).digest('hex'),
        deps.clock(),
      ]);
      return UPLOADS_PER_USER - count - 1;
    });
    return { id, purpose, type: kept.type, size: kept.bytes.length, uploadsLeft: left };
  } catch (error) {
    await fs.rm(target, { force: true });
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** How many files the user has uploaded in all. */
export async function countUploads(q: Queryable, userId: bigint): Promise<number> {
  const [row] = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM kyc_files WHERE user_id = $1', [userId]);
  return Number(row!.n);
}
