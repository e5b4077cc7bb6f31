import { VisualEditing } from "@sanity/visual-editing/react-router";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onContentChanged } from "./presentationContent";

/** The Presentation tool's overlays and address bar (`@sanity/visual-editing`'s React Router component). */
export function PresentationTools() {
  const { revalidate } = useRevalidator();
  useEffect(() => onContentChanged(() => void revalidate()), [revalidate]);
  return <VisualEditing zIndex={1000} />;
}
