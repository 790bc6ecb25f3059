/**
 * The Coinmates mark, drawn inline: the same drawing as client/public/favicon.svg (the tab's icon and the source
 * of the PWA icons), without a request and an image document of its own on every page.
 */
export function AppLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="16" fill="#CC3B2B" />
      <circle cx="26" cy="32" r="13" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="38" cy="32" r="13" fill="none" stroke="#FFC83D" strokeWidth="5" />
    </svg>
  );
}
