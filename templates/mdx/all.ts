/** Every built-in MDX component, imported statically: for the server, which renders any page. */
import type { ComponentType } from 'react';
import type { BuiltinName } from './index.js';
import { Tabs, TabItem } from './Tabs.js';
import { Details } from './Details.js';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { TOCInline } from './TOCInline.js';

export const builtinComponents: Record<BuiltinName, ComponentType<any>> = { Tabs, TabItem, Details, Admonition, CodeBlock, TOCInline };
