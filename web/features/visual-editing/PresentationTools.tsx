import { VisualEditing } from "@sanity/visual-editing/react-router";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onContentChanged } from "./presentationContent";

/**
 * Inside the Studio's Presentation tool: the overlays (hovering CMS text outlines it and names
 * its document, a click opens the field in the Studio; the tool's address bar follows the router
 * and drives it), from `@sanity/visual-editing`'s React Router component. When the tool sends new
 * content for the page's queries, the routes load again and the page re-renders in place.
 */
export function PresentationTools() {
  const { revalidate } = useRevalidator();
  useEffect(() => onContentChanged(() => void revalidate()), [revalidate]);
  return <VisualEditing zIndex={1000} />;
}
