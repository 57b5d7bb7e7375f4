import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The theme imports docgen's browser modules by these names (see docgenImports in
    // src/bundle/docgenImports.ts); tests that render theme components resolve them alike.
    alias: [{ find: /^docgen\/(client|shared)\/(.*)\.js$/, replacement: `${fileURLToPath(new URL('src', import.meta.url))}/$1/$2.ts` }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
