import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { stegaClean } from "@sanity/client/stega";
import type { ReactNode } from "react";
import type { PostBodyContent } from "#content/contentTypes.ts";
import { imageSource } from "#web/shared/sanity/image.ts";
import { LinkMark } from "#web/shared/ui/RichText.tsx";
import type { Heading } from "./postBody";

type Member<T extends string> = Extract<PostBodyContent, { _type: T }>;

const CALLOUT_TONES = new Set(["info", "tip", "warning"]);
const LANGUAGE_NAMES: Record<string, string> = {
  javascript: "JavaScript",
  typescript: "TypeScript",
  json: "JSON",
  python: "Python",
  bash: "Bash",
  groq: "GROQ",
};

/** The body's text column is at most this wide (insights.css): images are drawn that size. */
const IMAGE_WIDTH = 760;
const IMAGE_SIZES = `(min-width: ${IMAGE_WIDTH + 32}px) ${IMAGE_WIDTH}px, calc(100vw - 2rem)`;

function PostImage({ value }: { value: Member<"postImage"> }) {
  const source = imageSource(value, IMAGE_WIDTH, undefined, { sizes: IMAGE_SIZES });
  if (!source) return null;
  return (
    <figure className="post-figure">
      <img {...source} alt={value.alt ?? ""} loading="lazy" decoding="async" />
      {value.caption ? <figcaption>{value.caption}</figcaption> : null}
    </figure>
  );
}

function Callout({ value }: { value: Member<"callout"> }) {
  if (!value.title && !value.text) return null;
  const written = stegaClean(value.tone) ?? "";
  const tone = CALLOUT_TONES.has(written) ? written : "info";
  return (
    <aside className={`post-callout post-callout--${tone}`} aria-label={value.title || undefined}>
      {value.title ? <p className="post-callout__title">{value.title}</p> : null}
      {value.text ? <p>{value.text}</p> : null}
    </aside>
  );
}

function CodeBlock({ value }: { value: Member<"codeBlock"> }) {
  if (!value.code) return null;
  const language = LANGUAGE_NAMES[stegaClean(value.language) ?? ""];
  const label = [value.filename, language].filter(Boolean).join(" · ");
  return (
    <figure className="post-code">
      {label ? <figcaption>{label}</figcaption> : null}
      {/* Focusable: a long line scrolls the box sideways, by keyboard too (axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0}>
        <code>{value.code}</code>
      </pre>
    </figure>
  );
}

function Table({ value }: { value: Member<"table"> }) {
  const rows = (value.rows ?? []).filter((row) => row.cells?.length);
  if (!rows.length) return null;
  const [head, ...body] = rows;
  const columns = Math.max(...rows.map((row) => row.cells?.length ?? 0));
  const cells = (row: (typeof rows)[number]) =>
    Array.from({ length: columns }, (_, index) => row.cells?.[index] ?? "");
  const captionId = value.caption ? `table-${value._key}` : undefined;
  return (
    // Its own scrolling box, focusable to scroll by keyboard: a wide table never widens the page on a phone.
    <div
      className="post-table"
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-labelledby={captionId}
      aria-label={captionId ? undefined : cells(head!).filter(Boolean).join(", ")}
    >
      <table>
        {value.caption ? <caption id={captionId}>{value.caption}</caption> : null}
        <thead>
          <tr>
            {cells(head!).map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        {body.length ? (
          <tbody>
            {body.map((row) => (
              <tr key={row._key}>
                {cells(row).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}

type PostBodyProps = {
  body: readonly PostBodyContent[] | null | undefined;
  /** The headings' anchor ids (`postHeadings`), which the table of contents links to. */
  headings: readonly Heading[];
  /** How the page builder's blocks allowed in a body render (the pages layer passes them). */
  blocks?: Partial<Record<"ctaBand", (props: { value: Member<"ctaBand"> }) => ReactNode>>;
};

/** Everything written is rendered as text, never as markup; links only where `safeHref` accepts them. */
export function PostBody({ body, headings, blocks = {} }: PostBodyProps) {
  const byKey = new Map(headings.map((heading) => [heading.key, heading]));
  // A heading at the level `postHeadings` gave it (no level skipped), with its anchor.
  const heading = ({ value, children }: { value: { _key?: string }; children?: ReactNode }) => {
    const found = byKey.get(value._key ?? "");
    const Tag = found ? (`h${found.level}` as const) : "p";
    return <Tag id={found?.id}>{children}</Tag>;
  };
  const components: PortableTextComponents = {
    block: { h2: heading, h3: heading, h4: heading },
    marks: {
      link: LinkMark,
      code: ({ children }) => <code>{children}</code>,
    },
    types: {
      postImage: PostImage,
      callout: Callout,
      codeBlock: CodeBlock,
      table: Table,
      ...blocks,
    },
  };
  return (
    <div className="post-body">
      <PortableText value={[...(body ?? [])] as never} components={components} onMissingComponent={false} />
    </div>
  );
}
