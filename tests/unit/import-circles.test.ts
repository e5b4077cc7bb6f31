import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No module imports itself back through others, type imports included: import-x/no-cycle (the
// lint rule) skips `import type`, so this reads every project module's imports (static, type
// and lazy `import()`) with TypeScript's own resolution and fails on any circle.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Each circle of modules that import one another (Tarjan's strongly connected components), sorted. */
export function importCircles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of imports.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(module, Math.min(low.get(module)!, index.get(next)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== module);
    if (circle.length > 1 || imports.get(module)?.includes(module)) circles.push(circle.sort());
  };
  for (const module of imports.keys()) if (!index.has(module)) visit(module);
  return circles;
}

/** The project's modules (tsconfig.json's files) and, for each, the project modules it imports. */
function projectImports(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  })!;
  // React Router's generated route types (.react-router/) import their route module by design.
  const files = config.fileNames.filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts") && !file.includes("/.react-router/"),
  );
  const inProject = new Set(files);
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, config.options);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => {
        const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule;
        return resolved && inProject.has(resolved.resolvedFileName) ? [resolved.resolvedFileName] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

describe("import circles", () => {
  it("finds a circle of type imports, and none in a chain", () => {
    expect(
      importCircles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", ["c.ts"]],
          ["c.ts", ["a.ts"]],
          ["d.ts", ["a.ts"]],
        ]),
      ),
    ).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(
      importCircles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", ["c.ts"]],
          ["c.ts", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads `import type` as an import", () => {
    const imports = projectImports();
    const live = path.join(ROOT, "web/shared/sanity/live.ts");
    expect(imports.get(live)).toContain(path.join(ROOT, "content/config.ts"));
  });

  it("has none in the project, type imports and lazy imports included", () => {
    const relative = (file: string) => path.relative(ROOT, file);
    expect(importCircles(projectImports()).map((circle) => circle.map(relative))).toEqual([]);
  }, 60_000);
});
