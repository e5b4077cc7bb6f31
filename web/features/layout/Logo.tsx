import { Link } from "react-router";
import { paths } from "~/shared/paths";

/** The logo mark and site name, linking home. Mirrors web/public/favicon.svg. */
export function Logo({ siteName }: { siteName: string | null | undefined }) {
  return (
    <Link to={paths.home} className="logo">
      <LogoMark />
      <span>{siteName}</span>
    </Link>
  );
}

function LogoMark() {
  return (
    <svg
      className="logo__mark"
      width="32"
      height="32"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" className="logo__tile" />
      <path
        d="M9 23V9l14 14V9"
        className="logo__stroke"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23" cy="9" r="2.5" className="logo__dot" />
    </svg>
  );
}
