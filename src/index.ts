import type { SiteConfigInput } from './config/schema.js';

export type { SiteConfigInput, SiteConfigData, Localized, SidebarItemConfig } from './config/schema.js';

/** Types a site config; returns it unchanged (validation happens when docgen loads it). */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
