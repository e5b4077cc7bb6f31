import type { ComponentType } from "react";
import { stegaClean } from "@sanity/client/stega";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";
import { blockTypeOf } from "./blockFolders";
import type { BlockProps, Section } from "./types";

type BlockComponent = ComponentType<BlockProps<Section["_type"]>>;

// Each block's component is `<folder>/<Name>Block.tsx`, the folder named after its `_type` in
// kebab case (richText → rich-text/RichTextBlock.tsx). A page loads the code of the blocks it
// shows and no others, after its first paint.
const modules = import.meta.glob<{ default: BlockComponent }>("./*/*Block.tsx");

const loaders = new Map(Object.entries(modules).map(([file, load]) => [blockTypeOf(file), load]));

const components = new Map<string, ReturnType<typeof lazyPart<BlockProps<Section["_type"]>>>>();
const warned = new Set<string>();

function componentFor(type: string) {
  const load = loaders.get(type);
  if (!load) {
    // Content newer than the code: it shows nothing until the site is rebuilt with its block.
    if (!warned.has(type)) console.warn(`No block "${type}" on this site: its sections are left out.`);
    warned.add(type);
    return null;
  }
  if (!components.has(type))
    components.set(
      type,
      lazyPart(() => load().then((module) => module.default)),
    );
  return components.get(type)!;
}

/** The sections a visitor sees, in their order: hidden ones and unknown types left out. */
export const shownSections = (sections: readonly Section[] | null | undefined) =>
  (sections ?? []).filter((section) => section?._key && !section.hidden && componentFor(section._type));

/** Loads the code of the blocks these sections show: a page's route waits for it. */
export const loadBlocks = (sections: readonly Section[] | null | undefined) =>
  Promise.all(shownSections(sections).map((section) => componentFor(section._type)!.loadCode()));

/** A section's id on the page: its anchor id, or one made from its key. */
export const sectionId = (section: Pick<Section, "_key" | "anchorId">) =>
  stegaClean(section.anchorId) || `section-${section._key}`;

/**
 * Sections in their order. `atTop`: the first of them opens the page, right under the navbar
 * (a hero there is the page's <h1>).
 */
export function Sections({ sections, atTop }: { sections: readonly Section[]; atTop: boolean }) {
  return sections.map((section, index) => {
    const Block = componentFor(section._type)!;
    const id = sectionId(section);
    return <Block key={section._key} block={section} id={id} atTop={atTop && index === 0} />;
  });
}
