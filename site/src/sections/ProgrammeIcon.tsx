import type { ReactNode } from 'react';
import type { ProgrammeIconName } from '../content/programmes.js';

/** Simple line drawings, 24 units square; decoration only (the card's heading says what it is). */
const paths: Record<ProgrammeIconName, ReactNode> = {
  book: (
    <>
      <path d="M2 4h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2z" />
      <path d="M22 4h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7z" />
    </>
  ),
  graduation: (
    <>
      <path d="M22 10 12 5 2 10l10 5 10-5z" />
      <path d="M6 12v5c3 3 9 3 12 0v-5" />
      <path d="M22 10v6" />
    </>
  ),
  laptop: (
    <>
      <rect x="4" y="4" width="16" height="11" rx="1" />
      <path d="M2 19h20" />
    </>
  ),
  briefcase: (
    <>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" />
      <path d="M2 13h20" />
    </>
  ),
  assistive: (
    <>
      <circle cx="10" cy="4" r="2" />
      <path d="M10 7v6h6l3 6" />
      <path d="M10 10h5" />
      <path d="M7.5 11.5A5 5 0 1 0 14 18" />
    </>
  ),
  accessibility: (
    <>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="7" r="1.5" />
      <path d="m7 10 5 1 5-1" />
      <path d="M12 11v4l-2.5 4" />
      <path d="m12 15 2.5 4" />
    </>
  ),
  heart: <path d="M12 21s-8-4.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.5-8 11-8 11z" />,
  women: (
    <>
      <circle cx="12" cy="5" r="3" />
      <path d="M12 8 7 17h10z" />
      <path d="M10 17v4" />
      <path d="M14 17v4" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 3h8v6a4 4 0 0 1-8 0z" />
      <path d="M8 5H5a3 3 0 0 0 3 5" />
      <path d="M16 5h3a3 3 0 0 1-3 5" />
      <path d="M12 13v4" />
      <path d="M8 21h8" />
      <path d="M10 17h4v4h-4z" />
    </>
  ),
  megaphone: (
    <>
      <path d="M3 10v4h3l8 5V5l-8 5z" />
      <path d="M18 8a5 5 0 0 1 0 8" />
    </>
  ),
};

/** A programme's or focus area's icon, for a Card's `icon` (which hides it from assistive technology). */
export function ProgrammeIcon({ name }: { name: ProgrammeIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
