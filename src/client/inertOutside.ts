/**
 * Makes everything in the document but `element` (and what holds it) inert, as a modal dialog
 * does, so Tab and a screen reader's cursor stay in it; returns the function that undoes it.
 * Elements that were inert already stay so.
 */
export function inertOutside(element: Element): () => void {
  const made: HTMLElement[] = [];
  for (let inside: Element = element; inside.parentElement && inside !== document.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement.children) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const sibling of made) sibling.inert = false;
  };
}
