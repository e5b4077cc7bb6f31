export function SkipLink({ label }: { label: string | null | undefined }) {
  return label ? (
    <a className="skip-link" href="#main">
      {label}
    </a>
  ) : null;
}
