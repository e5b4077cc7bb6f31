import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import {
  fieldNameProblem,
  formIdProblem,
  isLeadField,
  LEAD_FIELD_NAMES,
  LEAD_SOURCES,
  looksLikePhone,
  patternOf,
  patternProblem,
  repeatedNames,
} from "./formRules";

describe("the rules of a form made in the content", () => {
  it("takes a form id of lowercase words joined by hyphens, and nothing else", () => {
    expect(["webinar-sign-up", "newsletter", "form-2"].map(formIdProblem)).toEqual([null, null, null]);
    for (const id of ["Webinar", "webinar sign-up", "-webinar", "webinar--x", "", "webinar/1"]) {
      expect(formIdProblem(id)).not.toBeNull();
    }
  });

  it("takes a field name that can be a control's name and a key of the submission, not the trap's", () => {
    expect(["fullName", "company_size", "a1"].map(fieldNameProblem)).toEqual([null, null, null]);
    for (const name of ["1st", "full name", "e-mail", "", "_x"])
      expect(fieldNameProblem(name)).not.toBeNull();
    expect(fieldNameProblem("website")).toMatch(/spam trap/);
  });

  it("names the field names used twice", () => {
    expect(repeatedNames(["email", "name", "email", "topic", "email"])).toEqual(["email"]);
    expect(repeatedNames(["email", "name"])).toEqual([]);
  });

  it("checks a pattern against the whole value, and finds one that does not compile", () => {
    expect(patternOf("[A-Z]{2}\\d{4}")?.test("AB1234")).toBe(true);
    expect(patternOf("[A-Z]{2}\\d{4}")?.test("xAB1234")).toBe(false);
    expect(patternOf("a|b")?.test("ab")).toBe(false);
    expect(patternProblem("[A-Z")).not.toBeNull();
    expect(patternProblem("(a")).not.toBeNull();
    expect(patternProblem("\\d+")).toBeNull();
  });

  it("refuses a pattern that repeats a repeating group, which could freeze a browser, and one too long", () => {
    for (const pattern of ["(a+)+", "(\\w*\\s?)*", "((ab)*c)+", "(x+){2,}", "([a-z]+)*$"]) {
      expect(patternProblem(pattern), pattern).toMatch(/freeze/);
      expect(patternOf(pattern), pattern).toBeNull();
    }
    for (const pattern of ["(ab)+", "[A-Z]{2}\\d{4}", "(\\d{3}-)?\\d{4}", "[(+]+\\d+", "\\(\\d+\\)+"])
      expect(patternProblem(pattern), pattern).toBeNull();
    expect(patternProblem("a".repeat(201))).toMatch(/200/);
  });

  it("takes a phone number as people write one", () => {
    expect(["+1 (555) 010-2030", "555.010.2030", " 0034 612 34 56 78 "].every(looksLikePhone)).toBe(true);
    expect(["12345", "call me", "555-CALL-NOW", ""].some(looksLikePhone)).toBe(false);
  });

  it("sends leads with the contract's lead sources and a lead's text fields (openapi.yaml)", () => {
    const { LeadSource, ContactRequest } = parse(
      readFileSync(new URL("../openapi.yaml", import.meta.url), "utf8"),
    ).components.schemas;
    expect([...LEAD_SOURCES]).toEqual(LeadSource.enum);
    const lead = (ContactRequest.allOf as { properties?: Record<string, unknown> }[]).find(
      (part) => part.properties?.source,
    )!;
    expect([...LEAD_FIELD_NAMES].sort()).toEqual(
      Object.keys(lead.properties!)
        .filter((name) => name !== "source")
        .sort(),
    );
    expect(isLeadField({ kind: "textarea", name: "project" })).toBe(true);
    expect(isLeadField({ kind: "checkbox", name: "message" })).toBe(false);
    expect(isLeadField({ kind: "text", name: "fullName" })).toBe(false);
  });
});
