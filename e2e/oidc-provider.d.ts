// oidc-provider ships no types; the e2e provider script uses only its constructor, callback() and use() (Koa middleware).
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';
  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): RequestListener;
    use(middleware: (ctx: { body: unknown; type: string }, next: () => Promise<void>) => Promise<void>): void;
  }
}
