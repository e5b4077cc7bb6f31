import type { HomePageContent } from "~/shared/content/contentTypes";
import { CtaLink } from "~/shared/ui/CtaLink";

type Hero = HomePageContent["hero"];

export function HomeHero({ hero }: { hero: Hero }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          {hero?.eyebrow ? <p className="home-hero__eyebrow">{hero.eyebrow}</p> : null}
          <h1 id="home-hero-title">{hero?.headline}</h1>
          {hero?.text ? <p className="home-hero__text">{hero.text}</p> : null}
          <div className="home-hero__actions">
            <CtaLink href={hero?.primaryCta?.href} variant="primary">
              {hero?.primaryCta?.label}
            </CtaLink>
            <CtaLink href={hero?.secondaryCta?.href} variant="ghost-inverse">
              {hero?.secondaryCta?.label}
            </CtaLink>
          </div>
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
      className="home-hero__graphic"
      width="480"
      height="400"
      viewBox="0 0 480 400"
      aria-hidden="true"
      focusable="false"
    >
      <g className="home-hero__grid">
        {[80, 160, 240, 320].map((y) => (
          <line key={`h${y}`} x1="0" x2="480" y1={y} y2={y} />
        ))}
        {[96, 192, 288, 384].map((x) => (
          <line key={`v${x}`} x1={x} x2={x} y1="0" y2="400" />
        ))}
      </g>
      <g className="home-hero__links">
        {LINKS.map(([a, b]) => (
          <line key={`${a}-${b}`} x1={NODES[a][0]} y1={NODES[a][1]} x2={NODES[b][0]} y2={NODES[b][1]} />
        ))}
      </g>
      {NODES.map(([x, y], index) => (
        <g key={index} className={index === 4 ? "home-hero__node home-hero__node--core" : "home-hero__node"}>
          <rect x={x - 18} y={y - 18} width="36" height="36" rx="10" />
          <circle cx={x} cy={y} r="5" />
        </g>
      ))}
    </svg>
  );
}
