import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  feedbackList,
  feedbackRequest,
  fileLink,
  fileLinkRequest,
  fileQuery,
  kycStatus as kycStatusSchema,
  stockApplication as stockApplicationSchema,
  stockApplicationRequest,
  submitRequest,
  submitResult,
  uploadBody,
  uploadedFile,
} from '../../../features/kyc/contract/kyc';
import { KYC_PATHS } from '../../../features/kyc/contract/kycApi';
import { FILE_PURPOSES, UPLOAD_MAX_BYTES, UPLOADS_PER_USER } from '../../../features/kyc/contract/kycRules';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { idempotencyKeyOf } from '../../http/idempotencyKeyOf';
import { fileLinkToken, openFileLinkToken } from './fileLinkToken';
import { kycErrors } from './kycErrors';
import { kycFilesDir } from './kycFilesDir';
import { kycStatus } from './kycStatus';
import { listFeedback } from './listFeedback';
import { saveStockApplication } from './saveStockApplication';
import { sendFeedback } from './sendFeedback';
import { stockApplication } from './stockApplication';
import { storeUpload } from './storeUpload';
import { submitKyc } from './submitKyc';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/**
 * KYC and the two forms (/securityLevel, /levelThreeApply, /levelThreeApply3, /stockApply,
 * /feedback): the session user's status, uploads (multipart, explicit limits), short-lived document
 * links, submitting an application, the stock pre-purchase application and feedback. Review is the
 * operator's (scripts/kyc.ts). Documents are served only through a signed link (`file`), answered
 * here before routing work, never from the static folder.
 */
export async function kycPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, config, keys } = deps;
  // Only this plugin reads multipart bodies; the limits bound what one request may make us hold.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 20 } });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== KYC_PATHS.file) return;
    const token = (request.query as { t?: unknown }).t;
    const fileId = typeof token === 'string' ? openFileLinkToken(keys.kycLinkHmac, token, deps.clock()) : null;
    const [file] = fileId === null ? [] : await db.query<{ id: string; mime: keyof typeof EXTENSION; purpose: string }>('SELECT id, mime, purpose FROM kyc_files WHERE id = $1', [fileId]);
    if (!file) throw kycErrors.linkExpired();
    const bytes = await fs.readFile(path.join(kycFilesDir(config), file.id));
    // Never rendered as a page of ours: no script runs from a document, whatever it holds.
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    reply.header('content-disposition', `inline; filename="${file.purpose}.${EXTENSION[file.mime]}"`);
    await reply.type(file.mime).send(bytes);
    return reply;
  });

  apiRoute(app, {
    method: 'GET',
    url: KYC_PATHS.file,
    tag: 'kyc',
    summary: 'The document behind a signed link (its owner or the reviewer); no session token needed',
    description: 'Answers the file itself (image/jpeg, image/png or application/pdf), not the envelope. An expired, forged or unknown link answers linkExpired (404).',
    auth: 'public',
    query: fileQuery,
    response: z.never(),
    // Answered by the onRequest hook above; reaching here means the hook let it through.
    handler: () => {
      throw kycErrors.linkExpired();
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: KYC_PATHS.status,
    tag: 'kyc',
    summary: 'My KYC level, latest application and its state, the qualified-investor state and the rules in force (/securityLevel)',
    auth: 'user',
    response: kycStatusSchema,
    handler: ({ session: { userId } }) => kycStatus(db, config, userId),
  });

  apiRoute(app, {
    method: 'POST',
    url: KYC_PATHS.upload,
    tag: 'kyc',
    summary: 'Uploads one document (JPEG, PNG or PDF, at most 10 MB) for a purpose; images are re-encoded without metadata',
    description: `multipart/form-data with one file in the field \`file\`; \`purpose\` in the query. The type is sniffed from the bytes and must match the file name and declared type (image/jpg is read as image/jpeg); a file that reads as two types is refused. An account may upload ${UPLOADS_PER_USER} files in all.`,
    auth: 'user',
    query: z.object({ purpose: z.enum(FILE_PURPOSES) }),
    body: uploadBody,
    response: uploadedFile,
    handler: async ({ query, request, session: { userId } }) => {
      if (!request.isMultipart()) throw kycErrors.uploadMalformed();
      let part;
      try {
        part = await request.file();
      } catch {
        throw kycErrors.uploadMalformed();
      }
      const { field, maxNameLength } = uploadBody.multipart;
      if (!part || part.fieldname !== field) throw kycErrors.uploadMalformed();
      // Counted in characters, as a file system counts a name; refused, never cut.
      if ([...part.filename].length > maxNameLength) {
        part.file.resume();
        throw kycErrors.fileNameTooLong(maxNameLength);
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw kycErrors.fileTooLarge(UPLOAD_MAX_BYTES / 1024 / 1024);
        throw kycErrors.uploadMalformed();
      }
      return storeUpload(deps, userId, query.purpose, { bytes, filename: part.filename, mimetype: part.mimetype });
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: KYC_PATHS.fileLink,
    tag: 'kyc',
    summary: 'A short-lived link to one of my own documents (another account gets fileUnknown)',
    auth: 'user',
    body: fileLinkRequest,
    response: fileLink,
    handler: async ({ body, session: { userId } }) => {
      const [file] = await db.query('SELECT 1 FROM kyc_files WHERE id = $1 AND user_id = $2', [body.fileId, userId]);
      if (!file) throw kycErrors.fileUnknown();
      const { token, expiresAt } = fileLinkToken(keys.kycLinkHmac, body.fileId, 'owner', deps.clock());
      return { url: `${KYC_PATHS.file}?t=${token}`, expiresAt: expiresAt.toISOString() };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: KYC_PATHS.submit,
    tag: 'kyc',
    summary: 'Submits an application for a KYC level; it waits for review; the certification fee is charged (type 16)',
    description:
      'Refused: a field the level needs missing, an ID type not offered for the country, under 18, a refused country, an application already pending, a level not above the approved one, a file not uploaded by me for that field, a USDT balance below 3 (SPEC §5). Idempotent: an idempotency key in the body or the Idempotency-Key header is required.',
    auth: 'user',
    body: submitRequest,
    response: submitResult,
    handler: ({ body, request, session: { userId } }) => submitKyc(deps, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });

  apiRoute(app, {
    method: 'GET',
    url: KYC_PATHS.stockApplication,
    tag: 'kyc',
    summary: 'My stock pre-purchase application: applied or not applied, and its review',
    auth: 'user',
    response: stockApplicationSchema,
    handler: ({ session: { userId } }) => stockApplication(db, userId),
  });

  apiRoute(app, {
    method: 'POST',
    url: KYC_PATHS.stockApplication,
    tag: 'kyc',
    summary: 'Applies for the stock pre-purchase, or edits the application until it is reviewed (one per user)',
    auth: 'user',
    body: stockApplicationRequest,
    response: stockApplicationSchema,
    handler: ({ body, session: { userId } }) => saveStockApplication(db, userId, body, deps.clock()),
  });

  apiRoute(app, {
    method: 'GET',
    url: KYC_PATHS.feedback,
    tag: 'kyc',
    summary: 'The feedback I sent, newest first, with answers',
    auth: 'user',
    response: feedbackList,
    handler: ({ session: { userId } }) => listFeedback(db, userId),
  });

  apiRoute(app, {
    method: 'POST',
    url: KYC_PATHS.feedback,
    tag: 'kyc',
    summary: 'Sends feedback: category, text, an optional screenshot uploaded with purpose "screenshot"',
    auth: 'user',
    body: feedbackRequest,
    response: feedbackList,
    handler: ({ body, session: { userId } }) => sendFeedback(db, userId, body, deps.clock()),
  });
}
