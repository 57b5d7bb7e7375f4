/** The browser side of the MDX components' pages: loads the components the page names, as a docgen page does, and hydrates it. */
import '../../templates/theme.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadBuiltins } from '../../templates/mdx/index.js';
import { MdxPage, mdxPages, type MdxPageName } from './mdxPages.js';

const name = document.body.dataset.page as MdxPageName;
const components = await loadBuiltins(mdxPages[name].names);
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <MdxPage name={name} components={components} />
  </StrictMode>,
);
