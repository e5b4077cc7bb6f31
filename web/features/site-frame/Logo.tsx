import { Link } from "react-router";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { LOGO_COLORS, LOGO_MARK, tokenVar } from "./logoMark";

/** The logo mark and site name, linking to the home page in the page's language. Mirrors web/public/favicon.svg. */
export function Logo({ siteName }: { siteName: string | null | undefined }) {
  const localized = useLocalizedPath();
  return (
    <Link to={localized(paths.home)} className="logo">
      <LogoMark />
      <span>{siteName}</span>
    </Link>
  );
}

function LogoMark() {
  const { size, radius, stroke, strokeWidth, dot } = LOGO_MARK;
  return (
    <svg
      className="logo__mark"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={size} height={size} rx={radius} style={{ fill: tokenVar(LOGO_COLORS.tile) }} />
      <path
        d={stroke}
        style={{ stroke: tokenVar(LOGO_COLORS.stroke) }}
        fill="none"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle {...dot} style={{ fill: tokenVar(LOGO_COLORS.dot) }} />
    </svg>
  );
}
