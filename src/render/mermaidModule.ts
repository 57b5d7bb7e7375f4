import type { SiteConfig } from '../config/resolve.js';

/** Where a site that draws Mermaid diagrams publishes Mermaid's browser build (see write/mermaidFiles.ts), below baseUrl. */
export const MERMAID_DIR = 'assets/mermaid';
export const MERMAID_ENTRY = 'mermaid.esm.min.mjs';

/** The URL the browser imports Mermaid from. */
export const mermaidModuleUrl = (config: SiteConfig): string => `${config.baseUrl}${MERMAID_DIR}/${MERMAID_ENTRY}`;
