/** The first link of every page: straight to its main content, for keyboard users. */
export function SkipLink({ label }: { label: string | null | undefined }) {
  return label ? (
    <a className="skip-link" href="#main">
      {label}
    </a>
  ) : null;
}
