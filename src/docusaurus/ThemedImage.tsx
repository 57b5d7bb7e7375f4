import type { ImgHTMLAttributes } from 'react';
import useIsBrowser from './useIsBrowser.js';
import { useColorMode } from './theme-common.js';
import './ThemedImage.css';

/**
 * `@theme/ThemedImage`: the image of the colour mode the page shows. The server writes both
 * (it cannot know the reader's mode), the stylesheet shows the one of `<html data-theme>`; once
 * hydrated, only the current one is rendered, as in Docusaurus.
 */
export default function ThemedImage({ sources, className, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const modes = isBrowser ? [colorMode] : (['light', 'dark'] as const);
  return (
    <>
      {modes.map((mode) => (
        <img key={mode} src={sources[mode]} alt={alt} className={['themed-image', `themed-image--${mode}`, className].filter(Boolean).join(' ')} {...props} />
      ))}
    </>
  );
}
