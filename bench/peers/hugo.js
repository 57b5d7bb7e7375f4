/**
 * Hugo as a peer: Debian's `hugo` building the same Markdown files in place (contentDir points at
 * docgen's content/<locale>/docs), with minimal templates made here: a page with its section's
 * pages as a sidebar, the table of contents and the content; code highlighted at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const HUGO_INSTALL_HINT = 'Hugo is not installed: `apt-get install -y hugo` (Debian) to compare with it';

/** The installed Hugo's version line, or undefined when `hugo` is missing. */
export function hugoVersion() {
  try {
    return execFileSync('hugo', ['version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

const BASEOF = `<!doctype html>
<html lang="{{ .Site.LanguageCode }}">
<head><meta charset="utf-8"><title>{{ .Title }} | {{ .Site.Title }}</title>
<meta name="description" content="{{ .Description }}"></head>
<body>
<nav><a href="{{ .Site.BaseURL }}">{{ .Site.Title }}</a></nav>
<aside><ul>{{ range .CurrentSection.Pages }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul></aside>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
`;
const SINGLE = `{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}</article><div class="toc">{{ .TableOfContents }}</div>{{ end }}\n`;
const LIST = `{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul>{{ end }}\n`;

/** Writes hugo.toml and layouts/ into a generated site, reading `content/<locale>/docs`. */
export function writeHugoLayout(dir, { title, locale = 'en' }) {
  const config = `baseURL = "/doc/"
title = "${title}"
languageCode = "${locale}"
contentDir = "content/${locale}/docs"
publishDir = "hugo-public"
disableKinds = ["taxonomy", "term", "RSS"]
[markup.goldmark.renderer]
unsafe = true
[markup.tableOfContents]
startLevel = 2
endLevel = 3
`;
  fs.writeFileSync(path.join(dir, 'hugo.toml'), config);
  const layouts = path.join(dir, 'layouts', '_default');
  fs.mkdirSync(layouts, { recursive: true });
  fs.writeFileSync(path.join(layouts, 'baseof.html'), BASEOF);
  fs.writeFileSync(path.join(layouts, 'single.html'), SINGLE);
  fs.writeFileSync(path.join(layouts, 'list.html'), LIST);
}

/** How the bench runs Hugo on a site, and what a cold build deletes. */
export function hugoCommand(dir) {
  return {
    cmd: 'hugo',
    args: ['--source', dir, '--cacheDir', path.join(dir, '.hugo-cache'), '--quiet'],
    cleanCold: [path.join(dir, 'hugo-public'), path.join(dir, 'resources'), path.join(dir, '.hugo-cache')],
  };
}
