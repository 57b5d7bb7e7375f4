/**
 * The word-wrap button of code blocks (rendered at build time beside the copy button, as
 * Docusaurus has it): long lines wrap inside the block instead of scrolling it sideways, and back.
 */
export function installWrapButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.code-block-wrap');
    const pre = button?.closest('.code-block')?.querySelector('pre');
    if (!button || !pre) return;
    const wrapped = pre.classList.toggle('code-block-wrapped');
    button.setAttribute('aria-pressed', String(wrapped));
  });
}
