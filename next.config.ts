import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// The catalogues merged by scripts/build-messages.mjs (the `prebuild`/`predev` step).
// Precompiling the ICU messages at build time drops the message parser (~12 kB gzip) from every page.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './lib/i18n/generated', format: 'json', locales: 'infer', precompile: true } },
});

const config: NextConfig = {
  output: 'export',
  images: { unoptimized: true },
  // TypeScript 7 has no JS API for Next's build-time check; `npm run typecheck` runs tsc instead.
  typescript: { ignoreBuildErrors: true },
  transpilePackages: ['ky'],
  poweredByHeader: false,
};

export default withNextIntl(config);
