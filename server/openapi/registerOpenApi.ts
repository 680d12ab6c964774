import type { FastifyInstance } from 'fastify';
import type { ApiRouteDeclaration } from '../http/apiRoute';
import { OPENAPI_PATH, type OpenApiDocument, type OpenApiInfo, buildOpenApiDocument } from './buildOpenApiDocument';

/**
 * Serves GET /api/openapi.json: the OpenAPI 3.1 description of every apiRoute this app registers
 * (collected as they are added, so /api/dev/* appears exactly when DEV_ROUTES made them exist).
 * Public in every mode and not wrapped in the envelope. Call it on the root before registering the
 * routes: the feature plugins inherit its onRoute hook.
 *
 * @example registerOpenApi(app, { version: packageJson.version, failureKeys: failureKeys(FEATURES), tags: apiTags(FEATURES), recordKinds: recordKinds(FEATURES) }); await app.register(initInfoPlugin, deps)
 */
export function registerOpenApi(app: FastifyInstance, info: OpenApiInfo): void {
  const declarations: ApiRouteDeclaration[] = [];
  app.addHook('onRoute', (route) => {
    const declared = route.config?.apiRoute;
    // Fastify adds a HEAD route beside each GET; the document describes the GET.
    if (declared && route.method !== 'HEAD') declarations.push(declared);
  });
  // Routes cannot be added once the app is ready, so the first request sees them all.
  let document: OpenApiDocument | undefined;
  app.get(OPENAPI_PATH, async () => (document ??= buildOpenApiDocument(declarations, info)));
}
