import { readFile } from "node:fs/promises";

const GLOBAL_CSS = "web/shared/styles/global.css";

/** `--color-primary-900: #1e1b4b` → `{ "primary-900": "#1e1b4b" }` */
function colorTokens(css: string): Record<string, string> {
  return Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g)].map((m) => [m[1], m[2]]),
  );
}

export const loadColorTokens = async (file = GLOBAL_CSS) => colorTokens(await readFile(file, "utf8"));
