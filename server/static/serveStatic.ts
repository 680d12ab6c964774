import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HtmlCache } from './htmlCache';
import { resolveStaticPath } from './resolveStaticPath';
import { type SendContext, sendStaticFile } from './sendStaticFile';

const NOT_BUILT = 'The web app has not been built yet: run `npm run build`, then reload this page.\n';

export type StaticPages = {
  /** The 404 page (or a plain 404 when the export has none); used for every unknown path. */
  sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

/**
 * Serves the Next.js static export in `root` for every GET/HEAD that is not an API route
 * (resolution rules in resolveStaticPath.ts). Without an export, pages answer 503 saying to
 * build it, while the API keeps working.
 */
export function registerStaticPages(
  app: FastifyInstance,
  root: string,
  pageCsp: SendContext['pageCsp'],
): StaticPages {
  const ctx: SendContext = { root: path.resolve(root), htmlCache: new HtmlCache(), pageCsp };

  const built = async () => (await fs.stat(ctx.root).catch(() => null))?.isDirectory() ?? false;
  const notBuilt = (reply: FastifyReply) =>
    reply.status(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);

  const sendNotFound: StaticPages['sendNotFound'] = async (request, reply) => {
    if (!(await built())) return notBuilt(reply);
    const target = await resolveStaticPath(ctx.root, '/404');
    if (target.kind === 'file' && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendStaticFile(request, reply, target.file, 404, ctx);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
  };

  app.get('/*', async (request, reply) => {
    if (!(await built())) return notBuilt(reply);
    const target = await resolveStaticPath(ctx.root, request.url);
    if (target.kind === 'redirect') return reply.redirect(target.location, 302);
    if (target.kind === 'notFound') return sendNotFound(request, reply);
    return sendStaticFile(request, reply, target.file, target.status, ctx);
  });

  return { sendNotFound };
}
