import type { OnResolveArgs, OnResolveResult, PluginBuild } from 'esbuild';

/** `@site/...`, Docusaurus's name for the site's folder, in an import or a CSS `url()`. */
export const SITE_ALIAS = /^@site\//;

/**
 * Resolves `@site/src/x` as `./src/x` from the site's folder; an error names the import as
 * written (`"@site/src/x"`), not as it was resolved.
 */
export async function resolveSiteAlias(build: PluginBuild, args: OnResolveArgs, siteDir: string): Promise<OnResolveResult> {
  const relative = `./${args.path.slice('@site/'.length)}`;
  const resolved = await build.resolve(relative, { kind: args.kind, resolveDir: siteDir, pluginData: args.pluginData });
  if (resolved.errors.length) return { errors: resolved.errors.map((error) => ({ ...error, text: error.text.replace(JSON.stringify(relative), JSON.stringify(args.path)) })) };
  return { path: resolved.path };
}
