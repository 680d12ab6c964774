import type { createRequire } from 'node:module';
import vm from 'node:vm';

/**
 * Node's own `require`, from outside jest's module sandbox.
 *
 * Some dependencies cannot load inside jest's sandbox on Node 20: ESM-only packages required
 * from CommonJS (`cookie` 2 and `set-cookie-parser` 3, used by Fastify's `inject`), and PGlite,
 * whose CommonJS build loads Node built-ins with `import()`. Node 20.19+ itself handles both
 * (require of ESM is built in), so tests load these through Node's loader. jest patches
 * `module.createRequire` and `process.getBuiltinModule` inside the sandbox, hence the detour
 * through the main V8 context.
 */
const { createRequire: nodeCreateRequire } = vm.runInThisContext('process.getBuiltinModule("node:module")') as {
  createRequire: typeof createRequire;
};

export const nativeRequire = nodeCreateRequire(__filename);
