import { describe, expect, it } from "vitest";
import { BackendRefusal } from "#web/shared/api/backend.ts";
import { refusalText, type RefusalTexts } from "./refusalText";
import type { LoadTexts } from "./SectionBody";

const refusals: RefusalTexts = {
  conflict: "Not now.",
  quotaReached: "Quota used up.",
  notFound: "Gone.",
  invalidRequest: "Not accepted.",
  other: "Refused.",
};
const loadTexts = {
  downText: "Unreachable.",
  serverText: "Server trouble.",
  unauthorizedText: "Sign in again.",
} as LoadTexts;

describe("refusalText", () => {
  it.each([
    [new BackendRefusal(409, "conflict"), "Not now."],
    [new BackendRefusal(429, "quota_reached"), "Quota used up."],
    [new BackendRefusal(404, "not_found"), "Gone."],
    [new BackendRefusal(400, "invalid_request"), "Not accepted."],
    [new BackendRefusal(409, "trial_exists"), "Refused."],
    [new BackendRefusal(409, null), "Refused."],
  ])("names a refusal by its code, never the backend's message (%s)", (error, text) => {
    expect(refusalText(error, refusals, loadTexts)).toBe(text);
  });

  it.each([
    [new TypeError("Failed to fetch"), "Unreachable."],
    [new BackendRefusal(503, null), "Server trouble."],
    [new BackendRefusal(401, "unauthorized"), "Sign in again."],
  ])("names any other fault as the sections do (%s)", (error, text) => {
    expect(refusalText(error, refusals, loadTexts)).toBe(text);
  });
});
