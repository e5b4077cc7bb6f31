import { useEffect } from "react";
import { inPresentation } from "#web/shared/sanity/live.ts";
import { sectionId } from "./Sections";
import type { Section } from "./types";

type Props = {
  /** The page document the sections belong to. */
  page: { _id: string; _type: string };
  sections: readonly Pick<Section, "_key" | "anchorId">[];
};

/**
 * Inside the Studio's Presentation tool, marks each section on the page as an item of its
 * document's `sections` (and their parent as the list): the tool outlines each block, a click
 * opens it in the form, and an editor can drag a section to reorder the page. Visitors get no
 * attribute and no code: the marking code loads only inside the tool. The attributes are set
 * on the sections' own elements after render, so hydration and the blocks stay as they are.
 */
export function SectionOutlines({ page, sections }: Props) {
  useEffect(() => {
    if (!inPresentation()) return;
    let observer: MutationObserver | undefined;
    let stopped = false;
    void import("@sanity/visual-editing/create-data-attribute").then(({ createDataAttribute }) => {
      if (stopped) return;
      const list = createDataAttribute({ id: page._id, type: page._type, path: "sections" });
      // Only a changed attribute is written: every write is a mutation the overlays re-read
      // (and this observer sees theirs), so writing the same value would loop.
      const markAs = (element: HTMLElement, value: string) => {
        if (element.dataset.sanity !== value) element.dataset.sanity = value;
      };
      const mark = () => {
        let parent: HTMLElement | null = null;
        for (const section of sections) {
          const element = document.getElementById(sectionId(section));
          if (!element) continue;
          markAs(element, list([{ _key: section._key }]));
          parent = element.parentElement;
        }
        if (parent) markAs(parent, list.toString());
      };
      mark();
      // Blocks whose code arrives later, and sections added in the Studio, get theirs too.
      observer = new MutationObserver(mark);
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      stopped = true;
      observer?.disconnect();
    };
  }, [page._id, page._type, sections]);
  return null;
}
