/** The site's CSS modules (`import styles from './Home.module.css'`): class names by key, as docgen's bundler gives them. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
