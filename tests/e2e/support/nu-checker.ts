import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

// The Nu HTML checker's jar, from npm; it runs on the machine's Java (.ci/run installs one).
const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
type NuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** The Nu HTML checker's errors in these pages' HTML (by name), as "name:line message (extract)". */
export function nuErrors(pages: Record<string, string>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "nu-"));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = path.join(folder, `${name.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`);
      writeFileSync(file, html);
      return file;
    });
    const output = execFileSync(
      "java",
      ["-jar", vnu, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { encoding: "utf8" },
    );
    return (JSON.parse(output) as { messages: NuMessage[] }).messages.map(
      (message) =>
        `${path.basename(message.url ?? "")}:${message.lastLine ?? "?"} ${message.message} (${message.extract ?? ""})`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
