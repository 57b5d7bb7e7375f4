/** The copy button of code blocks (rendered at build time inside the page HTML): copies and says so. */
export function installCopyButtons(labels: { copy: string; copied: string }): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.code-block-copy') as HTMLButtonElement | null;
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!button || !code) return;
    const text = code.textContent ?? '';
    const done = () => {
      button.textContent = labels.copied;
      button.setAttribute('data-copied', '');
      window.setTimeout(() => {
        button.textContent = labels.copy;
        button.removeAttribute('data-copied');
      }, 2000);
    };
    if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, () => copyWithSelection(text) && done());
    else if (copyWithSelection(text)) done();
  });
}

/** Fallback for pages not served over HTTPS or localhost, where navigator.clipboard is missing. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}
