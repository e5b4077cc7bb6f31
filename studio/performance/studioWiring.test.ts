// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { offlineWorkspace } from "../offlineWorkspace.fixture";
import { PerformanceView } from "./PerformanceView";

// The Studio's workspace has the Performance view on documents with a page, and the What
// works tool, whether or not Plausible is configured.

describe("the Studio's workspace", () => {
  it("gives documents with a page the Performance view, and has the What works tool", async () => {
    const workspace = await offlineWorkspace();
    expect(workspace.tools.map(({ name }) => name)).toContain("what-works");
    const structure = workspace.tools.find(({ name }) => name === "structure");
    const resolve = (structure?.options as { defaultDocumentNode?: unknown })?.defaultDocumentNode;
    expect(resolve).toBeTypeOf("function");
    const views: unknown[] = [];
    const view = (type: unknown) => {
      const built = { type, options: () => built, title: () => built, id: () => built };
      return built;
    };
    const S = {
      document: () => ({ views: (list: unknown[]) => views.push(...list) }),
      view: { form: () => "form", component: view },
    };
    (resolve as (s: unknown, context: unknown) => unknown)(S, { schemaType: "post" });
    expect(views).toHaveLength(2);
    expect(views[1]).toMatchObject({ type: PerformanceView });
    // Creating the Studio's workspace in jsdom takes some seconds the first time.
  }, 30_000);
});
