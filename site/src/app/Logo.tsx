/** The foundation's mark: decorative, since the name is always written beside it. */
export function Logo() {
  return (
    <svg
      className="site-logo"
      width="40"
      height="40"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="19" fill="currentColor" />
      <circle cx="20" cy="11" r="4" fill="var(--ui-color-on-primary)" />
      <path
        d="M11 19c3 2 6 3 9 3s6-1 9-3M20 22v6m-6 6 6-6 6 6"
        stroke="var(--ui-color-on-primary)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
