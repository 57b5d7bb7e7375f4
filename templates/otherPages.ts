/** The components of the pages that are not docs, one chunk in the browser (see pageKinds). */
export { HomePage } from './components/HomePage.js';
export { StandalonePage } from './components/StandalonePage.js';
export { BlogPage } from './components/blog/BlogPage.js';
export { SearchPage } from './components/SearchPage.js';
export { NotFoundPage } from './components/NotFoundPage.js';
