import { Link } from "react-router";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";

/** Links the note's privacy link words (`linkText`), or the whole note when they are not in it. */
export function PrivacyNote({ note, linkText }: { note: string; linkText: string | null | undefined }) {
  const localized = useLocalizedPath();
  const privacy = localized(paths.privacy);
  const at = linkText ? note.indexOf(linkText) : -1;
  if (!linkText || at < 0) return <Link to={privacy}>{note}</Link>;
  return (
    <>
      {note.slice(0, at)}
      <Link to={privacy}>{linkText}</Link>
      {note.slice(at + linkText.length)}
    </>
  );
}
