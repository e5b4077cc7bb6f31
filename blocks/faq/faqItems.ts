import { toPlainText } from "@portabletext/react";
import { stegaClean } from "@sanity/client/stega";
import type { FAQPage, WithContext } from "schema-dts";
import type { BlockOf } from "#blocks/types.ts";

type Answer = NonNullable<NonNullable<BlockOf<"faq">["items"]>[number]>["answer"];
type Block = NonNullable<Answer>[number];

const isObject = <T>(value: T): value is NonNullable<T> => typeof value === "object" && value !== null;

/** An answer's blocks, without the nulls that the renderers and toPlainText cannot read. */
const answerBlocks = (answer: Answer): Block[] =>
  (Array.isArray(answer) ? answer : [])
    .filter(isObject)
    .map((block) =>
      Array.isArray(block.children) ? { ...block, children: block.children.filter(isObject) } : block,
    );

/** A question and its answer as the accordion shows them (`question`, `answer`, as written, with
 * their edit markers) and search engines get them (`name`, `answerText`: plain text, without). */
export type FaqEntry = { key: string; question: string; answer: Block[]; name: string; answerText: string };

/** The items with a question and an answer that has text: the others are left out. */
export function faqEntries(items: BlockOf<"faq">["items"]): FaqEntry[] {
  return (items ?? []).flatMap((item, index) => {
    const question = typeof item?.question === "string" ? item.question : "";
    const answer = answerBlocks(item?.answer);
    const name = stegaClean(question).trim();
    const answerText = stegaClean(toPlainText(answer)).trim();
    return name && answerText
      ? [{ key: item._key ?? String(index), question, answer, name, answerText }]
      : [];
  });
}

/** schema.org FAQPage of the entries. */
export function faqJsonLd(entries: FaqEntry[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.name,
      acceptedAnswer: { "@type": "Answer", text: entry.answerText },
    })),
  };
}

/**
 * JSON for a <script> element's text: "<" (and ">", "&") written as JSON escapes, so no text
 * in it can close the script or open a comment. JSON.parse reads back the same data.
 */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
