import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

/**
 * Every route the app has, read from Fastify's own route tree (`printRoutes`), so a route added any
 * way at all (apiRoute, app.get, a plugin) is listed. HEAD routes Fastify adds beside a GET are left
 * out. Call after `ready()`.
 *
 * @example await app.ready(); registeredRoutes(app) // [{ method: 'GET', url: '/api/wallet/coinList' }, ...]
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  // Each line is one node: indentation in steps of 4 gives the depth, then the node's segment
  // (appended to its parent's path), then its methods in parentheses when it has a handler.
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.push({ method, url });
    }
  }
  return routes;
}
