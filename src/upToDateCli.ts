/**
 * `docgen build` when nothing changed since the last build, answered by a bundle of its own
 * (dist/upToDate.cjs) before the CLI's: a warm build loads only what checks the build's stamp.
 */
import { upToDate } from './pipeline/upToDate.js';
import { reportUpToDate } from './commands/buildSummary.js';
import { createLogger } from './util/log.js';

const VALUE_OPTIONS: Record<string, 'configFile' | 'outDir'> = { '-c': 'configFile', '--config': 'configFile', '-o': 'outDir', '--out': 'outDir' };

/** The options of `docgen build ARGS` when they are only a config and an output folder; undefined for anything else (left to the CLI). */
function plainBuildOptions(args: string[]): { configFile?: string; outDir?: string } | undefined {
  const options: { configFile?: string; outDir?: string } = {};
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i]!.startsWith('--') ? args[i]!.split(/=(.*)/s) : [args[i]!];
    const key = VALUE_OPTIONS[name!];
    const value = inline ?? args[++i];
    if (!key || value === undefined || value.startsWith('-') || options[key] !== undefined) return undefined;
    options[key] = value;
  }
  return options;
}

/**
 * For `docgen build ARGS`: says "up to date" when the last build is current; the argument to add
 * to the CLI's when it checked and the site must be built (the CLI need not check again, nor
 * fingerprint the inputs when the check did); undefined when the options are more than a config
 * and an output folder (the CLI decides).
 */
export async function answerUpToDate(args: string[]): Promise<'up to date' | `--stamp-checked${string}` | undefined> {
  const options = plainBuildOptions(args);
  if (!options) return undefined;
  const { summary, inputs } = await upToDate(options);
  if (!summary) return inputs ? `--stamp-checked=${JSON.stringify(inputs)}` : '--stamp-checked';
  reportUpToDate(createLogger(), summary);
  return 'up to date';
}
