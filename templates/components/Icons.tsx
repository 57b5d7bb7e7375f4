/** Small inline icons (no icon font, no extra request). */
const svg = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

/** A toolbar-sized icon: one path filled in the text's colour. */
const Icon = ({ className, d }: { className: string; d: string }) => (
  <svg {...svg} className={className}>
    <path fill="currentColor" d={d} />
  </svg>
);

export const SunIcon = () => <Icon className="icon icon-light" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4zm13.1 13.1 1.4-1.4 2.1 2.1-1.4 1.4zM1 11h3v2H1zm19 0h3v2h-3zM3.5 19.1l2.1-2.1L7 18.4l-2.1 2.1zM16.6 5.6l2.1-2.1 1.4 1.4-2.1 2.1z" />;

export const MoonIcon = () => <Icon className="icon icon-dark" d="M9.4 2.2A10 10 0 1 0 21.8 14.6 8 8 0 0 1 9.4 2.2z" />;

export const SystemIcon = () => <Icon className="icon icon-system" d="M3 4h18v12H3zm2 2v8h14V6zM8 18h8v2H8z" />;

export const ExternalIcon = () => (
  <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden className="icon-external">
    <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H6v11h11v-5h2v7H4V5z" />
  </svg>
);

export const LanguageIcon = () => <Icon className="icon" d="M12.9 15.1 10.3 12.6l.1-.1A17.5 17.5 0 0 0 14 6h3V4h-7V2H8v2H1v2h11.2A15.8 15.8 0 0 1 9 11.4 15.7 15.7 0 0 1 6.7 8H4.7a17.6 17.6 0 0 0 3 4.6l-5.1 5 1.4 1.4L9 14l3.1 3.1zM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2zm-2.6 7 1.6-4.3 1.6 4.3z" />;

export const MenuIcon = () => (
  <svg width={30} height={30} viewBox="0 0 30 30" aria-hidden>
    <path stroke="currentColor" strokeLinecap="round" strokeWidth={2} d="M4 7h22M4 15h22M4 23h22" />
  </svg>
);

export const SearchIcon = () => <Icon className="icon" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />;
