/**
 * Mermaid diagrams (Docusaurus's theme-mermaid): each `mermaid` code block, rendered at build time
 * as code (what a reader without JavaScript sees), is drawn by Mermaid in the browser, in the
 * colour mode shown, and drawn again when the mode changes. Mermaid (a large library: its own
 * browser build, which the build publishes only for a site that draws diagrams) is loaded only by a
 * page that has one.
 */
const BLOCKS = '.code-block.language-mermaid';
const DIAGRAM = 'mermaid-diagram';

type Mermaid = (typeof import('mermaid'))['default'];
let loaded: Promise<Mermaid> | undefined;
let drawn = 0;

const modeShown = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** Draws every diagram of the page that is not drawn in the mode shown (each in the element after its code block). */
async function drawDiagrams(moduleUrl: string): Promise<void> {
  const mode = modeShown();
  const blocks = [...document.querySelectorAll<HTMLElement>(BLOCKS)].filter((block) => block.getAttribute('data-diagram-mode') !== mode);
  if (!blocks.length) return;
  const mermaid = await (loaded ??= (import(/* @vite-ignore */ moduleUrl) as Promise<{ default: Mermaid }>).then((m) => m.default));
  mermaid.initialize({ startOnLoad: false, theme: mode === 'dark' ? 'dark' : 'default' });
  for (const block of blocks) {
    const source = block.querySelector('code')?.textContent ?? '';
    let figure = block.nextElementSibling;
    if (!figure?.classList.contains(DIAGRAM)) {
      figure = document.createElement('div');
      figure.className = DIAGRAM;
      block.after(figure);
    }
    try {
      const { svg } = await mermaid.render(`docgen-mermaid-${++drawn}`, source);
      figure.innerHTML = svg;
      figure.setAttribute('data-mode', mode);
      block.setAttribute('data-diagram-mode', mode);
    } catch (error) {
      // A diagram Mermaid cannot read stays as its code, and says why.
      figure.remove();
      console.warn(`Mermaid could not draw a diagram: ${(error as Error).message}`);
    }
  }
}

/** Draws the diagrams now, after each client navigation, and again when the colour mode changes; `moduleUrl`: Mermaid's browser build. */
export function installMermaid(moduleUrl: string): void {
  const draw = () => void drawDiagrams(moduleUrl);
  draw();
  window.addEventListener('docgen:navigated', draw);
  new MutationObserver(draw).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
