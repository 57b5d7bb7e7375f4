import { Fragment, type ReactNode } from 'react';

/** `{name}` placeholders filled from `values`: a string when every value is one, else React nodes. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

/** `@docusaurus/Interpolate`: `<Interpolate values={{ name: <b>x</b> }}>{'Hello {name}'}</Interpolate>`. */
export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}
