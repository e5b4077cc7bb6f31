import { describe, expect, it } from "vitest";
import { BackendReplyMismatch } from "#web/shared/api/backend.ts";
import { backendFault } from "./backendFault";

describe("backendFault", () => {
  it.each([
    ["a backend that cannot be reached", new TypeError("Failed to fetch"), "down"],
    ["no answer within 10 s", new DOMException("signal is aborted without reason", "AbortError"), "timeout"],
    ["a 401 after the token's refresh", new Error("HTTP error! status: 401"), "unauthorized"],
    ["no ID token", new Error("Not signed in: no ID token for the backend call."), "unauthorized"],
    ["a reply that breaks the contract", new BackendReplyMismatch("GET /api/agents", "/0: bad"), "mismatch"],
    ["a 500", new Error("HTTP error! status: 500"), "server"],
    ["a 503", new Error("HTTP error! status: 503"), "server"],
    ["a 404", new Error("HTTP error! status: 404"), "other"],
    ["anything else", new Error("boom"), "other"],
    ["a thrown string", "boom", "other"],
  ])("names %s", (_label, error, fault) => {
    expect(backendFault(error)).toBe(fault);
  });
});
