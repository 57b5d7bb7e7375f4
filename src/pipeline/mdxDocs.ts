import type { SiteConfig } from '../config/resolve.js';
import { docBody } from '../content/docs.js';
import type { LocaleContent } from '../content/load.js';
import { bundleMdxPages, type MdxSource } from '../bundle/mdxPages.js';
import { reactPageModule } from '../bundle/reactPages.js';
import { markdownLabels } from '../markdown/compile.js';
import { compileMdx } from '../markdown/mdx.js';
import { MdxCompileCache } from '../markdown/mdxCache.js';
import { pluginsFingerprint } from '../markdown/sitePlugins.js';
import type { Theme } from '../render/theme.js';
import { formatLocation, UserError } from '../util/errors.js';
import { createLinkResolver, resolvePageLinks, type LinkCheck } from '../routes/linkTargets.js';
import type { Route } from '../routes/route.js';
import { isMdxFile, mdxKey, NO_MDX, type MdxDoc, type MdxDocs } from '../routes/mdxDoc.js';
import { excerptKey } from '../routes/blogRoutes.js';
import { postText } from '../content/blogPosts.js';

/**
 * Compiles every MDX doc, standalone page and blog post (and its excerpt) of the site (in each locale it is shown in), its
 * links resolved as a Markdown page's, then bundles them all (see bundleMdxPages). Done before the
 * pages are made: a build thread then renders an MDX page as any other.
 */
export async function compileMdxDocs(config: SiteConfig, contents: Map<string, LocaleContent>, theme: Theme, cache?: MdxCompileCache): Promise<MdxDocs> {
  const resolve = createLinkResolver(config, contents);
  const compiled = new Map<string, Omit<MdxDoc, 'server' | 'page' | 'hash'> & { builtins: string[] }>();
  const sources: MdxSource[] = [];
  for (const content of contents.values()) {
    const labels = markdownLabels(theme.stringsFor(content.locale));
    const posts = content.blog?.posts ?? [];
    const sourcesOf = [
      ...content.docs.map((doc) => ({ doc, body: () => docBody(doc), key: mdxKey(doc) })),
      ...content.pages.map((page) => ({ doc: page, body: () => page.body, key: mdxKey(page) })),
      // A blog post, and what its list pages show of it (up to its truncate marker), as a module of its own.
      ...posts.flatMap((post) => [{ doc: post, body: () => postText(post).body, key: mdxKey(post) }, ...(post.truncated ? [{ doc: post, body: () => postText(post).excerpt!, key: excerptKey(post) }] : [])]),
    ];
    for (const page of content.pages) {
      if (!page.react) continue;
      // A React page is its own module: bundled as an MDX page's is, its component wrapped to know its locale (see reactPages.ts).
      const key = mdxKey(page);
      compiled.set(key, { parsed: { tree: { type: 'root', children: [] }, headings: [], ids: new Set() }, links: [], assets: [], builtins: [] });
      sources.push({ key, file: page.file, code: reactPageModule(page.file, content.locale), react: true });
    }
    for (const { doc, body, key } of sourcesOf) {
      if ('react' in doc && doc.react) continue;
      if (!isMdxFile(config, doc.file)) continue;
      let links: LinkCheck[] = [];
      let assets: Route['assets'] = [];
      const source = body();
      const cacheKey = cache && MdxCompileCache.key(source, doc.file, labels, `${config.fingerprint ?? ''}\0${pluginsFingerprint(config.markdown)}`);
      // Kept from the last build when each link still leads where its code says (what they check is recorded as a compile records it).
      let kept = cacheKey === undefined ? undefined : cache!.get(cacheKey, (url, place) => {
        const resolved = resolve(url, doc, place);
        if (resolved.check) links.push(resolved.check);
        if (resolved.asset) assets.push(resolved.asset);
        return resolved.href;
      });
      if (!kept) {
        [links, assets] = [[], []];
        const compiledNow = compileMdx(source, {
          file: doc.file,
          labels,
          plugins: config.markdown,
          resolveLinks: (tree) => resolvePageLinks(tree.links, resolve, doc, { links, assets }),
        });
        if (cacheKey !== undefined) cache!.set(cacheKey, compiledNow);
        const { links: _refs, ...parsedNow } = compiledNow.parsed;
        kept = { ...parsedNow, code: compiledNow.code };
      }
      const { code, ...rest } = kept;
      // The theme's components the page names (used without an import, or imported from @theme/).
      const builtins = (theme.mdxComponentNames ?? []).filter((name) => new RegExp(`\\b${name}\\b`).test(code));
      compiled.set(key, { parsed: rest, links, assets, builtins });
      sources.push({ key, file: doc.file, code });
    }
  }
  if (!sources.length) return NO_MDX;
  if (!theme.mdxComponentNames) {
    throw new UserError({
      message: `the site's theme (templatesDir: ${config.paths.templates}) cannot show MDX pages: it was copied from a docgen that did not read MDX, and ${formatLocation({ file: sources[0]!.file })} is one`,
      file: config.configFile,
      hint: "copy the theme again from this docgen's templates/ folder (then make your changes again), or remove templatesDir",
    });
  }
  const bundle = await bundleMdxPages(config, sources, theme.mdxComponentNames);
  const docs = new Map<string, MdxDoc>();
  for (const [key, doc] of compiled) {
    const { builtins, ...rest } = doc;
    docs.set(key, { ...rest, server: bundle.server[key]!, page: { ...bundle.client[key]!, builtins }, hash: bundle.hash });
  }
  return { docs, files: bundle.files, sources: bundle.sources };
}
