import { useState, type ReactNode } from 'react';

/**
 * A navbar menu (the languages, a docs instance's versions): opens on click or hover, closes on
 * Escape (focus back on its button) and when focus leaves it.
 */
export function NavbarDropdown({ toggle, children }: { toggle: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      className={open ? 'navbar-dropdown open' : 'navbar-dropdown'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        event.currentTarget.querySelector('button')?.focus();
      }}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <button type="button" className="navbar-link navbar-dropdown-toggle" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        {toggle}
      </button>
      <ul className="navbar-dropdown-menu">{children}</ul>
    </div>
  );
}
