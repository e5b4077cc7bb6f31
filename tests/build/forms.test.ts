import { describe, expect, test } from "vitest";
import { docsOfType, languageOf, sectionId, type Doc } from "../e2e/support/dataset";
import { EVERY_BLOCK_SLUG } from "../e2e/support/changed-dataset";
import { LEAD_TRAP_FIELD } from "#content/formRules.ts";
import { text } from "./support/locators";
import { documentAt } from "./support/built-site";

// A form made in the content, as the build wrote it on the every-block page: before any code, a
// form the browser never sends itself (method="dialog"), each field of its document with its
// visible label, its help tied to the control, required where it is, and the spam trap.

const page = docsOfType("page").find((doc) => doc.slug?.current === EVERY_BLOCK_SLUG)!;
const section: Doc = page.sections.find((each: Doc) => each._type === "formSection");
const form: Doc = docsOfType("form").find(
  (doc) => doc._id === section.form._ref && languageOf(doc) === "en",
)!;

const fieldsByName: [string, Doc][] = form.fields.map((field: Doc) => [field.name, field]);

describe("the every-block page's content form, as built", () => {
  const document = documentAt(`/${EVERY_BLOCK_SLUG}`);
  const element = document.querySelector(`form[aria-labelledby="${sectionId(section)}-title"]`)!;

  test("is never sent by the browser itself, and is named by the section's heading", () => {
    expect(element).not.toBeNull();
    expect(element.getAttribute("method")).toBe("dialog");
    expect(element.hasAttribute("novalidate")).toBe(true);
    expect(text(document.getElementById(`${sectionId(section)}-title`))).toBe(section.heading);
  });

  test.each(fieldsByName)(
    "shows the field %s with its label, help and whether it is required",
    (name, field: Doc) => {
      const control = element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      expect(control).not.toBeNull();
      expect([...(control.labels ?? [])].map(text)).toEqual([field.label]);
      expect(control.hasAttribute("required")).toBe(field.required === true);
      const describedBy = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
      expect(describedBy.map((id) => text(document.getElementById(id)))).toEqual(
        field.help ? [field.help] : [],
      );
      const tag = { textarea: "TEXTAREA", select: "SELECT" }[field.kind as string] ?? "INPUT";
      expect(control.tagName).toBe(tag);
      if (field.kind === "select")
        expect([...control.querySelectorAll("option")].map((option) => option.getAttribute("value"))).toEqual(
          ["", ...field.options.map((option: Doc) => option.value)],
        );
    },
  );

  test("has the spam trap, hidden from people, and its submit button", () => {
    const trap = element.querySelector(`[name="${LEAD_TRAP_FIELD}"]`)!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.getAttribute("tabindex")).toBe("-1");
    expect(text(element.querySelector('button[type="submit"]'))).toBe(form.submitLabel);
  });
});
