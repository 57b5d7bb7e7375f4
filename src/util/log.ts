import pc from 'picocolors';

/** Colours and live progress only on a terminal; plain lines in CI, in pipes and with NO_COLOR. */
export function isInteractive(stream: NodeJS.WriteStream = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env.CI && process.env.CI !== 'true';
}

const colors = pc.createColors(isInteractive() && !('NO_COLOR' in process.env));

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** A transient status line on a terminal (overwritten by the next one); nothing elsewhere. */
  progress(message: string): void;
}

export function createLogger(options: { quiet?: boolean } = {}): Logger {
  const out = process.stderr;
  const live = isInteractive(out);
  let pending = false;
  const clear = () => {
    if (pending) out.write('\r\x1b[2K');
    pending = false;
  };
  return {
    info(message) {
      if (options.quiet) return;
      clear();
      out.write(`${message}\n`);
    },
    warn(message) {
      clear();
      out.write(`${colors.yellow('warning')} ${message}\n`);
    },
    error(message) {
      clear();
      out.write(`${colors.red('error')} ${message}\n`);
    },
    progress(message) {
      if (!live || options.quiet) return;
      clear();
      out.write(colors.dim(message));
      pending = true;
    },
  };
}

export { colors };
