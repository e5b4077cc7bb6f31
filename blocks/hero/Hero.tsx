import type { StatContent } from "#content/contentTypes.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { HeroStats } from "#web/shared/ui/HeroStats.tsx";

type Cta = { label?: string | null; href?: string | null } | null | undefined;

export type HeroProps = {
  id: string;
  /** The page's top: the headline is its <h1>. Further down the page, an <h2>. */
  atTop: boolean;
  eyebrow?: string | null;
  headline?: string | null;
  text?: string | null;
  primaryCta?: Cta;
  secondaryCta?: Cta;
  stats?: StatContent[] | null;
};

/** A page's opening: eyebrow, headline, text, up to two calls to action and a row of figures. */
export function Hero({ id, atTop, eyebrow, headline, text, primaryCta, secondaryCta, stats }: HeroProps) {
  const Heading = atTop ? "h1" : "h2";
  const titleId = `${id}-title`;
  return (
    <section id={id} className="hero" aria-labelledby={titleId}>
      <div className="container hero__inner">
        <div className="hero__copy">
          {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
          <Heading id={titleId}>{headline}</Heading>
          {text ? <p className="hero__text">{text}</p> : null}
          {primaryCta?.label || secondaryCta?.label ? (
            <div className="hero__actions">
              <CtaLink href={primaryCta?.href} variant="primary">
                {primaryCta?.label}
              </CtaLink>
              <CtaLink href={secondaryCta?.href} variant="ghost-inverse">
                {secondaryCta?.label}
              </CtaLink>
            </div>
          ) : null}
          <HeroStats stats={stats} />
        </div>
        <HeroGraphic />
      </div>
    </section>
  );
}

const NODES = [
  [80, 90],
  [220, 50],
  [360, 110],
  [140, 220],
  [300, 250],
  [420, 220],
  [200, 340],
  [380, 350],
];
const LINKS = [
  [0, 1],
  [1, 2],
  [0, 3],
  [1, 3],
  [1, 4],
  [2, 4],
  [2, 5],
  [3, 4],
  [4, 5],
  [3, 6],
  [4, 6],
  [4, 7],
  [5, 7],
  [6, 7],
];

/** A network of connected nodes: automation as a system, not a stock photo. */
function HeroGraphic() {
  return (
    <svg
      className="hero__graphic"
      width="480"
      height="400"
      viewBox="0 0 480 400"
      aria-hidden="true"
      focusable="false"
    >
      <g className="hero__grid">
        {[80, 160, 240, 320].map((y) => (
          <line key={`h${y}`} x1="0" x2="480" y1={y} y2={y} />
        ))}
        {[96, 192, 288, 384].map((x) => (
          <line key={`v${x}`} x1={x} x2={x} y1="0" y2="400" />
        ))}
      </g>
      <g className="hero__links">
        {LINKS.map(([a, b]) => (
          <line key={`${a}-${b}`} x1={NODES[a][0]} y1={NODES[a][1]} x2={NODES[b][0]} y2={NODES[b][1]} />
        ))}
      </g>
      {NODES.map(([x, y], index) => (
        <g key={index} className={index === 4 ? "hero__node hero__node--core" : "hero__node"}>
          <rect x={x - 18} y={y - 18} width="36" height="36" rx="10" />
          <circle cx={x} cy={y} r="5" />
        </g>
      ))}
    </svg>
  );
}
