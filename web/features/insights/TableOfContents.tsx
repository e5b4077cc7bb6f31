import type { Heading } from "./postBody";

/** Plain anchors: they work before any code arrives. */
export function TableOfContents({
  headings,
  title,
}: {
  headings: readonly Heading[];
  title: string | null | undefined;
}) {
  if (!headings.length) return null;
  return (
    <nav className="post-toc" aria-labelledby={title ? "post-toc-title" : undefined}>
      {title ? (
        <p id="post-toc-title" className="post-toc__title">
          {title}
        </p>
      ) : null}
      <ol>
        {headings.map((heading) => (
          <li key={heading.key} className={`post-toc__item post-toc__item--h${heading.level}`}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
