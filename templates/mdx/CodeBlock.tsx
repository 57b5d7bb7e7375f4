/** Docusaurus's `<CodeBlock>` for MDX: a listing with the markup of a fenced code block. */
import { Fragment, isValidElement, type CSSProperties, type ReactNode } from 'react';
import { useTheme } from '../context.js';

export interface CodeBlockProps {
  /** The code, as text. */
  children?: ReactNode;
  /** `python`; or given as `className="language-python"`, as MDX passes a fence's language. */
  language?: string;
  /** `language-x` names the language; other classes go on the block. */
  className?: string;
  title?: ReactNode;
  /** Numbers the lines from 1, or from the number given. */
  showLineNumbers?: boolean | number;
}

/** The text of the code: MDX may hand it over as strings, numbers, or wrapped in an element (`<code>`). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The language (lower case, as a fence's is read) and the classes left beside it. */
function languageOf(language: string | undefined, className: string | undefined): { lang?: string; others: string[] } {
  const classes = className?.split(/\s+/).filter(Boolean) ?? [];
  const fromClass = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
  return { lang: (language ?? fromClass)?.toLowerCase() || undefined, others: classes.filter((c) => !c.startsWith('language-')) };
}

/**
 * The markup of `codeBlock()` in src/markdown/code.ts (one stylesheet, one copy button, one
 * search extractor for both): title, a `code-line` span per line joined by newlines, and the
 * word-wrap and copy buttons, which the document-level listeners of src/client/codeWrap.ts and
 * copyCode.ts make work. The lines are plain text: there is no highlighter in the browser. Line numbers are
 * CSS counters, so the copied text has none.
 */
export function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps) {
  const { strings } = useTheme();
  const { lang, others } = languageOf(language, className);
  const langClass = lang ? `language-${lang}` : undefined;
  const lines = textOf(children).replace(/\n$/, '').split('\n');
  const numbered = showLineNumbers === true || typeof showLineNumbers === 'number';
  const firstLine = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  const counterFrom: CSSProperties | undefined = numbered && firstLine !== 1 ? { counterReset: `code-line ${firstLine - 1}` } : undefined;
  return (
    <div className={['code-block', langClass, ...others].filter(Boolean).join(' ')}>
      {title != null && title !== '' && <div className="code-block-title">{title}</div>}
      <div className="code-block-body">
        <pre className={numbered ? 'code-block-pre code-block-numbered' : 'code-block-pre'} tabIndex={0} style={counterFrom}>
          <code className={langClass}>
            {lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && '\n'}
                <span className="code-line">{line}</span>
              </Fragment>
            ))}
          </code>
        </pre>
        <div className="code-block-buttons">
          <button className="code-block-wrap" type="button" aria-label={strings.toggleWordWrap} title={strings.toggleWordWrap} aria-pressed="false" />
          <button className="code-block-copy" type="button" aria-label={strings.copy} title={strings.copy}>
            {strings.copy}
          </button>
        </div>
      </div>
    </div>
  );
}
