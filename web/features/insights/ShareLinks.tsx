import { useState } from "react";
import type { InsightsLabels } from "#content/contentTypes.ts";

type ShareLinksProps = {
  url: string;
  title: string;
  labels: InsightsLabels;
};

/** No third-party script: plain links, which work before the page's code arrives, and a copy button. */
export function ShareLinks({ url, title, labels }: ShareLinksProps) {
  // What the copy did: the status line says it, or gives the address to copy by hand.
  const [copy, setCopy] = useState<"copied" | "failed" | null>(null);
  const encoded = encodeURIComponent(url);
  const copyAddress = () => {
    const writing = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error("no clipboard"));
    writing.then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  };
  return (
    <section className="post-share" aria-labelledby="post-share-title">
      <h2 id="post-share-title" className="post-share__title">
        {labels?.shareLabel}
      </h2>
      <ul className="post-share__links">
        <li>
          <a
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            LinkedIn
          </a>
        </li>
        <li>
          <a
            href={`https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            X
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encoded}`}>
            {labels?.emailShareLabel}
          </a>
        </li>
        <li>
          <button type="button" className="post-share__copy" onClick={copyAddress}>
            {labels?.copyLinkLabel}
          </button>
          <span className={`post-share__status post-share__status--${copy ?? "idle"}`} role="status">
            {copy === "copied" ? labels?.copiedLabel : null}
            {copy === "failed" ? `${labels?.copyFailedLabel ?? ""} ${url}`.trim() : null}
          </span>
        </li>
      </ul>
    </section>
  );
}
