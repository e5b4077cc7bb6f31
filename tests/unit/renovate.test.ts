import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

type Rule = {
  groupName?: string;
  matchPackageNames?: string[];
  matchUpdateTypes?: string[];
  automerge?: boolean;
};
const config = JSON.parse(readFileSync("renovate.json", "utf8")) as {
  lockFileMaintenance?: { enabled?: boolean };
  automerge?: boolean;
  packageRules: Rule[];
};
const rules = config.packageRules;
const groupOf = (name: string) => rules.find((rule) => rule.matchPackageNames?.includes(name))?.groupName;

it("groups the updates that must move together, and keeps the lock file fresh", () => {
  expect(groupOf("react-router")).toBe("React Router");
  expect(groupOf("@react-router/**")).toBe("React Router");
  expect(groupOf("sanity")).toBe("Sanity");
  expect(groupOf("@sanity/**")).toBe("Sanity");
  expect(groupOf("firebase")).toBe("Firebase");
  expect(config.lockFileMaintenance?.enabled).toBe(true);
});

it("never merges a major update by itself", () => {
  expect(config.automerge).not.toBe(true);
  expect(rules.filter((rule) => rule.automerge === true)).toEqual([]);
  expect(rules.some((rule) => rule.matchUpdateTypes?.includes("major") && rule.automerge === false)).toBe(
    true,
  );
});
