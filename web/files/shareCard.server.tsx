import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import { LOGO_COLORS, LOGO_MARK } from "#web/features/site-frame/logoMark.ts";
import type { ShareCard } from "#web/features/seo/shareCard.ts";
import { SHARE_IMAGE_SIZE } from "#web/features/seo/sitePaths.ts";

/** What every card shows besides the page's own text. */
export type CardSite = { name: string; host: string; colors: Record<string, string> };

const require = createRequire(import.meta.url);
const INTER = [400, 700, 800] as const;

let fonts: Promise<Font[]> | undefined;

// Inter from @fontsource/inter: WOFF (satori reads no WOFF2), Latin and Latin Extended.
const loadFonts = () =>
  (fonts ??= Promise.all(
    INTER.flatMap((weight) =>
      ["latin", "latin-ext"].map(async (subset) => ({
        name: "Inter",
        weight,
        style: "normal" as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  ));

/** The site's logo mark in its own colours (web/features/site-frame/logoMark.ts), 52 px square. */
function LogoMark({ colors }: { colors: Record<string, string> }) {
  const { size, radius, stroke, strokeWidth, dot } = LOGO_MARK;
  return (
    <svg width={52} height={52} viewBox={`0 0 ${size} ${size}`}>
      <rect width={size} height={size} rx={radius} fill={colors[LOGO_COLORS.tile]} />
      <path
        d={stroke}
        fill="none"
        stroke={colors[LOGO_COLORS.stroke]}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle {...dot} fill={colors[LOGO_COLORS.dot]} />
    </svg>
  );
}

function CardView({ card, site }: { card: ShareCard; site: CardSite }) {
  const c = site.colors;
  const titleSize = card.title.length > 48 ? 56 : 72;
  return (
    <div
      style={{
        ...SHARE_IMAGE_SIZE,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px 72px",
        backgroundImage: `linear-gradient(135deg, ${c["primary-900"]} 0%, ${c["primary-700"]} 100%)`,
        color: c["text-inverse"],
        fontFamily: "Inter",
        position: "relative",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 32, fontWeight: 700 }}>
        <LogoMark colors={c} />
        {site.name}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20, maxWidth: 1000 }}>
        {card.eyebrow ? (
          <div style={{ fontSize: 26, fontWeight: 700, letterSpacing: 2, color: c["text-inverse-muted"] }}>
            {card.eyebrow.toUpperCase()}
          </div>
        ) : null}
        <div style={{ fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, lineClamp: 3 }}>
          {card.title}
        </div>
        {card.tagline ? (
          <div style={{ fontSize: 32, lineHeight: 1.35, color: c["text-inverse-muted"], lineClamp: 2 }}>
            {card.tagline}
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        {card.price ? (
          <div
            style={{
              display: "flex",
              fontSize: 32,
              fontWeight: 700,
              padding: "12px 28px",
              borderRadius: 999,
              backgroundColor: c["accent-600"],
            }}
          >
            {card.price}
          </div>
        ) : (
          <div style={{ display: "flex" }} />
        )}
        <div style={{ fontSize: 26, color: c["text-inverse-muted"] }}>{site.host}</div>
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          height: 12,
          backgroundColor: c["accent-500"],
        }}
      />
    </div>
  );
}

/**
 * What every card is drawn with besides its page's text, for the share image cache's keys: this
 * file's drawing (bump SHARE_CARD_VERSION when CardView changes) and the bytes of its fonts.
 */
export const SHARE_CARD_VERSION = "card-1";
export const shareCardFonts = async () => (await loadFonts()).map((font) => new Uint8Array(font.data));

const shareCardSvg = async (card: ShareCard, site: CardSite) =>
  satori(<CardView card={card} site={site} />, { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() });

const RESVG_OPTIONS = { fitTo: { mode: "width" as const, value: SHARE_IMAGE_SIZE.width } };

/** resvg draws on Node's thread pool, so while it does, the next card is laid out. */
export const renderShareCard = async (card: ShareCard, site: CardSite): Promise<Buffer> =>
  (await renderAsync(await shareCardSvg(card, site), RESVG_OPTIONS)).asPng();
