import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';
import { MDX_RUNTIME } from '../shared/mdxRuntime.js';

/** The runtime an MDX page's module reads (see shared/mdxRuntime.ts), as code. */
const runtime = `globalThis[Symbol.for(${JSON.stringify(MDX_RUNTIME)})]`;

/** The names a package exports, read from the copy docgen runs: a shim re-exports each. */
const docgenRequire = createRequire(import.meta.url);
const exportNames = (name: string) => Object.keys(docgenRequire(name) as object).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default');

/** `import X from '@theme/Tabs'` (Docusaurus's way to name its components) -> the theme's; `@theme(-original)/MDXComponents` -> all of them. */
export const THEME_COMPONENT = /^@theme(?:-original)?\/([A-Za-z]+)$/;

const SHIMS = 'docgen-mdx-runtime';

/**
 * Resolves what a page module takes from its page to modules reading the runtime global. In the
 * browser, React's packages too; on the server, React is required from docgen (see requireAtRunTime).
 */
export function mdxRuntimeImports(browser: boolean): Plugin {
  return {
    name: 'docgen-mdx-runtime',
    setup(build) {
      const packages = browser ? /^(react|react\/jsx-runtime|react-dom)$/ : /^$/;
      build.onResolve({ filter: THEME_COMPONENT }, (args) => ({ path: args.path, namespace: SHIMS }));
      build.onResolve({ filter: packages }, (args) => ({ path: args.path, namespace: SHIMS }));
      build.onLoad({ filter: /.*/, namespace: SHIMS }, (args) => {
        const component = THEME_COMPONENT.exec(args.path)?.[1];
        if (component) {
          const value = component === 'MDXComponents' ? `${runtime}.components` : `${runtime}.components[${JSON.stringify(component)}]`;
          return { contents: `export default ${value};`, loader: 'js' };
        }
        const source = args.path.startsWith('react-dom') ? 'reactDom' : args.path === 'react/jsx-runtime' ? 'jsxRuntime' : 'react';
        const names = exportNames(args.path);
        return { contents: `const m = ${runtime}.${source};\nexport default m;\nexport const { ${names.join(', ')} } = m;`, loader: 'js' };
      });
    },
  };
}
