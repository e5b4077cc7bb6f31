import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { X } from "lucide-react";
import { Link } from "react-router";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { trackEvent } from "#web/shared/analytics/track.ts";
import { loadPagefind } from "./pagefind";
import { MAX_RESULTS, searchHit, type ExcerptPart, type SearchHit } from "./results";

type Labels = NonNullable<NonNullable<RootQueryResult["settings"]>["navigation"]> | null | undefined;

type Found = { term: string; total: number; hits: SearchHit[] };

/** Typing pauses this long before a search starts: one search for a burst of keystrokes. */
const DEBOUNCE_MS = 30;
/** How long a search without results must stay before it counts as one (analytics). */
const SETTLED_MS = 1000;

const counted = (labels: Labels, total: number) =>
  `${total} ${(total === 1 ? labels?.searchResultLabel : labels?.searchResultsLabel) ?? ""}`.trim();

function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <span className="search-result__excerpt">
      {parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}

/** Results come up as you type, from the index the build wrote (Pagefind). */
export function SearchDialog({
  labels,
  onClose,
}: {
  labels: Labels;
  onClose: (returnFocus: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const listId = useId();
  const localized = useLocalizedPath();
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState<"loading" | "ready" | "failed">("loading");
  const [found, setFound] = useState<Found | null>(null);
  const term = query.trim();

  useEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
    let mounted = true;
    loadPagefind().then(
      () => mounted && setIndex("ready"),
      () => mounted && setIndex("failed"),
    );
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    if (index !== "ready" || !term) return;
    let live = true;
    // The index's chunks for these letters start loading now, the search itself after a pause.
    loadPagefind()
      .then((pagefind) => pagefind.preload(term))
      .catch(() => {});
    const timer = setTimeout(async () => {
      try {
        const pagefind = await loadPagefind();
        const search = await pagefind.search(term);
        if (!search || !live) return;
        const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
        if (live) setFound({ term, total: search.results.length, hits: data.map(searchHit) });
      } catch {
        if (live) setIndex("failed");
      }
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, index]);

  // What was found for the text in the field now; earlier results stay until the new ones come.
  const shown = term && found ? found : null;

  // A search that found nothing tells the marketers what visitors look for; counted once the
  // visitor has stopped typing, not for every word on the way.
  useEffect(() => {
    if (!shown || shown.total) return;
    const timer = setTimeout(() => trackEvent("Search without results", { query: shown.term }), SETTLED_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  // Out of the top layer first: the page under a modal dialog cannot take focus.
  const close = (returnFocus: boolean) => {
    dialog.current?.close();
    onClose(returnFocus);
  };

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === "Enter") {
      event.preventDefault();
      links()[0]?.click();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const next =
      all.indexOf(document.activeElement as HTMLAnchorElement) + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0) input.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  // Keys stay in the dialog: the mobile menu it may open from must not take Escape or Tab.
  // Escape closes it at once, also from the field (where it would first clear the text).
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    event.stopPropagation();
    if (event.key !== "Escape") return;
    event.preventDefault();
    close(true);
  };

  // A result followed: the dialog closes and the page it leads to takes focus.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) close(true);
    else if ((event.target as HTMLElement).closest("a")) close(false);
  };

  const status =
    index === "loading"
      ? labels?.searchLoadingText
      : index === "failed"
        ? labels?.searchFailedText
        : shown?.term === term
          ? shown.total
            ? counted(labels, shown.total)
            : labels?.searchNoResultsText
          : "";

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close(true);
      }}
      onKeyDown={onDialogKeyDown}
      onClick={onDialogClick}
    >
      <div className="search-dialog__panel">
        <div className="search-dialog__header" role="search">
          <label id={titleId} htmlFor={`${listId}-field`} className="visually-hidden">
            {labels?.searchLabel}
          </label>
          <input
            ref={input}
            id={`${listId}-field`}
            className="search-dialog__field"
            type="search"
            autoComplete="off"
            spellCheck={false}
            aria-controls={listId}
            aria-describedby={`${listId}-status`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onFieldKeyDown}
          />
          <button type="button" className="search-dialog__close" onClick={() => close(true)}>
            <X size={20} aria-hidden="true" />
            <span className="visually-hidden">{labels?.closeSearchLabel}</span>
          </button>
        </div>
        <p id={`${listId}-status`} className="search-dialog__status" role="status">
          {status}
        </p>
        {shown?.term === term && !shown.total ? (
          <p className="search-dialog__contact">
            <Link to={localized(paths.contact)}>{labels?.searchContactLabel}</Link>
          </p>
        ) : null}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul ref={list} id={listId} className="search-results" onKeyDown={onListKeyDown}>
          {shown
            ? shown.hits.map((hit) => (
                <li key={hit.url}>
                  <Link to={hit.url} className="search-result">
                    <span className="search-result__title">{hit.title}</span>
                    <Excerpt parts={hit.excerpt} />
                  </Link>
                  {hit.sections.length ? (
                    <ul className="search-result__sections">
                      {hit.sections.map((section) => (
                        <li key={section.url}>
                          <Link to={section.url} className="search-result">
                            <span className="search-result__title">{section.title}</span>
                            <Excerpt parts={section.excerpt} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
      </div>
    </dialog>
  );
}
