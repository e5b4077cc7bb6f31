import { VisualEditing } from "@sanity/visual-editing/react-router";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onPresentationChange } from "./presentationContent";

/**
 * What the page adds inside the Studio's Presentation tool: the overlays (hovering CMS text
 * outlines it and names its document; a click opens the field in the Studio), the tool's
 * navigation in sync with the router, and a revalidation of the routes whenever the tool sends
 * new content, so the page re-renders in place without a reload.
 */
export function VisualEditingTools() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    onPresentationChange(() => void revalidate());
    return () => onPresentationChange(undefined);
  }, [revalidate]);
  return <VisualEditing zIndex={1000} />;
}
