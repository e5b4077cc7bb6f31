import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BROWSER_STORAGE, type StoragePlace, type StoredItem } from "#web/shared/privacy/browserStorage.ts";
import * as storageKeys from "#web/shared/privacy/storageKeys.ts";
import { seedDocument } from "./seed-content";

// What the site stores in the browser (web/shared/privacy/browserStorage.ts), the code that
// stores it and the privacy policy of the bundled dataset, kept in step:
// - every write of the site's code (`setItem`, `document.cookie =`, `indexedDB.open`,
//   `cookieStore.set`), and every use of a library that stores something (below), stores a
//   listed name in a listed place; the site's own names come from storageKeys.ts;
// - every entry of the list is still stored or read by the code;
// - the policy's section on cookies lists every entry, each as a bullet that starts with its
//   name in bold and says where it is kept, and lists nothing else that way.

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIST_FILE = "web/shared/privacy/browserStorage.ts";
const KEYS_FILE = "web/shared/privacy/storageKeys.ts";
const KEY_VALUES: Record<string, unknown> = storageKeys;

/** One name stored in one place, as the code does it. */
type Write = { file: string; line: number; place: StoragePlace; name: string; how: string };
/** A write whose name cannot be told, or is written out rather than taken from storageKeys.ts. */
type Problem = { file: string; line: number; message: string };

/** Stored by a library when the code uses one of its names (a component, an option, a function). */
const LIBRARY_WRITES: Record<string, { place: StoragePlace; name: string }[]> = {
  // React Router: the scroll positions of the tab's pages, written as a page is left.
  ScrollRestoration: [{ place: "sessionStorage", name: "react-router-scroll-positions" }],
  // React Router: the view transitions applied, when a link or navigation asks for one.
  viewTransition: [{ place: "sessionStorage", name: "remix-router-transitions" }],
  // Firebase: each product's first use records the day (@firebase/app's heartbeat service).
  initializeApp: [{ place: "IndexedDB", name: "firebase-heartbeat-database" }],
  // Firebase Auth's persistences: the signed-in user under firebase:authUser:<apiKey>:<app>.
  indexedDBLocalPersistence: [
    { place: "IndexedDB", name: "firebaseLocalStorageDb" },
    { place: "IndexedDB", name: "firebase:authUser:" },
  ],
  browserLocalPersistence: [{ place: "localStorage", name: "firebase:authUser:" }],
  browserSessionPersistence: [{ place: "sessionStorage", name: "firebase:authUser:" }],
  browserCookiePersistence: [{ place: "cookie", name: "__HOST-FIREBASE_" }],
  // The Realtime Database, once connected (a reference or a query): its host and transport.
  ref: [{ place: "localStorage", name: "firebase:previous_websocket_failure" }],
};
/** Where LIBRARY_WRITES names must come from to count (a `ref` of another module is not Firebase's). */
const LIBRARY_MODULES: Record<string, RegExp> = {
  ScrollRestoration: /^react-router/,
  ref: /^firebase\/database$/,
};
/** vanilla-cookieconsent's cookie when its config names none. */
const COOKIECONSENT_DEFAULT = "cc_cookie";

const isKeysModule = (specifier: string) =>
  /(^|\/)privacy\/storageKeys(\.ts)?$|^\.\/storageKeys(\.ts)?$/.test(specifier);

/** The writes, and the problems, of one source file. */
function storageWrites(source: string, file: string): { writes: Write[]; problems: Problem[] } {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const writes: Write[] = [];
  const problems: Problem[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;

  // What each imported name is: a key of storageKeys.ts, or a name of a module.
  const keyImports = new Map<string, string>();
  const moduleOf = new Map<string, string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.name) moduleOf.set(statement.importClause.name.text, specifier);
    if (bindings && ts.isNamespaceImport(bindings)) moduleOf.set(bindings.name.text, specifier);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) {
        moduleOf.set(element.name.text, specifier);
        if (isKeysModule(specifier))
          keyImports.set(element.name.text, (element.propertyName ?? element.name).text);
      }
  }
  const localConsts = new Map<string, ts.Expression>();
  const collectConsts = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      localConsts.set(node.name.text, node.initializer);
    ts.forEachChild(node, collectConsts);
  };
  collectConsts(sourceFile);

  /**
   * The name an expression gives, up to `stop` (a cookie's `=`): a key of storageKeys.ts, or
   * written out (`literal`). A template's first part is the name's beginning (`firebase:authUser:${…}`).
   */
  function nameOf(
    expression: ts.Expression,
    stop?: string,
  ): { name: string; literal: boolean } | { unknown: string } {
    const cut = (text: string) => (stop && text.includes(stop) ? text.slice(0, text.indexOf(stop)) : text);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return { name: cut(expression.text), literal: true };
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
      return nameOf(expression.expression, stop);
    if (ts.isTemplateExpression(expression)) {
      if (expression.head.text) return { name: cut(expression.head.text), literal: true };
      return nameOf(expression.templateSpans[0]!.expression);
    }
    if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken)
      return nameOf(expression.left, stop);
    if (ts.isIdentifier(expression)) {
      const imported = keyImports.get(expression.text);
      if (imported !== undefined) {
        const value = Object.hasOwn(KEY_VALUES, imported) ? KEY_VALUES[imported] : undefined;
        return typeof value === "string"
          ? { name: value, literal: false }
          : { unknown: `${imported}, which ${KEYS_FILE} does not export` };
      }
      const initializer = localConsts.get(expression.text);
      if (initializer) return nameOf(initializer, stop);
    }
    return { unknown: expression.getText(sourceFile) };
  }

  function record(
    node: ts.Node,
    places: StoragePlace[],
    expression: ts.Expression | undefined,
    how: string,
    stop?: string,
  ) {
    const line = lineOf(node);
    if (!expression) {
      problems.push({ file, line, message: `${how}: no name` });
      return;
    }
    const found = nameOf(expression, stop);
    if ("unknown" in found) {
      problems.push({
        file,
        line,
        message: `${how}: cannot tell which name ${found.unknown} is; take it from ${KEYS_FILE}`,
      });
      return;
    }
    if (found.literal)
      problems.push({
        file,
        line,
        message: `${how}: "${found.name}" is written out; add it to ${KEYS_FILE} and ${LIST_FILE}, and take it from there`,
      });
    for (const place of places) writes.push({ file, line, place, name: found.name, how });
  }

  const storagePlaces = (receiver: string): StoragePlace[] => {
    const places: StoragePlace[] = [];
    if (/localStorage/.test(receiver)) places.push("localStorage");
    if (/sessionStorage/.test(receiver)) places.push("sessionStorage");
    return places.length ? places : ["localStorage", "sessionStorage"];
  };

  const usesLibrary = (name: string) => {
    const required = Object.hasOwn(LIBRARY_MODULES, name) ? LIBRARY_MODULES[name] : undefined;
    return !required || required.test(moduleOf.get(name) ?? "");
  };

  function visit(node: ts.Node) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression.getText(sourceFile);
      if (method === "setItem")
        record(node, storagePlaces(receiver), node.arguments[0], `${receiver}.setItem`);
      if (method === "open" && /(^|\.)indexedDB$/.test(receiver))
        record(node, ["IndexedDB"], node.arguments[0], "indexedDB.open");
      if (method === "set" && /(^|\.)cookieStore$/.test(receiver)) {
        const [first] = node.arguments;
        const named =
          first && ts.isObjectLiteralExpression(first)
            ? first.properties.find(
                (property): property is ts.PropertyAssignment =>
                  ts.isPropertyAssignment(property) && property.name.getText(sourceFile) === "name",
              )?.initializer
            : first;
        record(node, ["cookie"], named, "cookieStore.set");
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsToken, ts.SyntaxKind.PlusEqualsToken].includes(node.operatorToken.kind) &&
      /(^|\.)document\.cookie$/.test(node.left.getText(sourceFile))
    )
      record(node, ["cookie"], node.right, "document.cookie =", "=");
    // A library's name in use (not where it is imported or declared).
    if (ts.isIdentifier(node) && Object.hasOwn(LIBRARY_WRITES, node.text) && usesLibrary(node.text)) {
      const { parent } = node;
      const declared =
        ts.isImportSpecifier(parent) ||
        ts.isImportClause(parent) ||
        (ts.isJsxClosingElement(parent) && parent.tagName === node);
      const storageKey =
        ts.isJsxOpeningLikeElement(parent) && parent.tagName === node
          ? parent.attributes.properties.find(
              (attribute): attribute is ts.JsxAttribute =>
                ts.isJsxAttribute(attribute) && attribute.name.getText(sourceFile) === "storageKey",
            )
          : undefined;
      if (storageKey?.initializer) {
        const value = storageKey.initializer;
        record(node, ["sessionStorage"], ts.isJsxExpression(value) ? value.expression : value, node.text);
      } else if (!declared)
        for (const { place, name } of LIBRARY_WRITES[node.text]!)
          writes.push({ file, line: lineOf(node), place, name, how: node.text });
    }
    ts.forEachChild(node, visit);
  }
  visit(sourceFile);

  // The consent banner's library: its cookie, named by its config (`cookie: { name }`), and
  // kept in localStorage instead with `useLocalStorage: true`.
  const banner = sourceFile.statements.find(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith("vanilla-cookieconsent"),
  );
  if (banner && /\brun\s*\(|\bCookieConsent\b/.test(source)) {
    let cookieConfig: ts.ObjectLiteralExpression | undefined;
    const findCookie = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText(sourceFile) === "cookie" &&
        ts.isObjectLiteralExpression(node.initializer)
      )
        cookieConfig = node.initializer;
      ts.forEachChild(node, findCookie);
    };
    findCookie(sourceFile);
    const option = (name: string) =>
      cookieConfig?.properties.find(
        (property): property is ts.PropertyAssignment =>
          ts.isPropertyAssignment(property) && property.name.getText(sourceFile) === name,
      );
    const place: StoragePlace =
      option("useLocalStorage")?.initializer.kind === ts.SyntaxKind.TrueKeyword ? "localStorage" : "cookie";
    const name = option("name")?.initializer;
    if (name) record(name, [place], name, "vanilla-cookieconsent's cookie.name");
    else
      writes.push({
        file,
        line: lineOf(banner),
        place,
        name: COOKIECONSENT_DEFAULT,
        how: "vanilla-cookieconsent",
      });
  }
  return { writes, problems };
}

/** The names of storageKeys.ts a file imports: what the code reads or writes by them. */
function keysImported(source: string, file: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  return sourceFile.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    if (!isKeysModule(statement.moduleSpecifier.text)) return [];
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return [];
    return bindings.elements.map((element) =>
      String(KEY_VALUES[(element.propertyName ?? element.name).text]),
    );
  });
}

/** The entry of the list a name stored in a place belongs to. */
const entryFor = (name: string, place: StoragePlace): StoredItem | undefined =>
  BROWSER_STORAGE.find(
    (entry) =>
      entry.where.includes(place) &&
      (entry.name.endsWith("*") ? name.startsWith(entry.name.slice(0, -1)) : entry.name === name),
  );

/** The site's code that runs in the browser: web/ and blocks/, tests and type declarations aside. */
function browserCode(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) files.push(relative);
    }
  };
  walk("web");
  walk("blocks");
  return files;
}

const scanned = browserCode().map((file) => ({
  file,
  ...storageWrites(readFileSync(path.join(ROOT, file), "utf8"), file),
}));
const writes = scanned.flatMap((result) => result.writes);

describe("what the site stores in the browser: the code", () => {
  it("stores only names of the list, in their places, taking its own names from storageKeys.ts", () => {
    const problems = scanned
      .flatMap((result) => result.problems)
      .map((p) => `${p.file}:${p.line} ${p.message}`);
    const unlisted = writes
      .filter((write) => !entryFor(write.name, write.place))
      .map(
        (write) =>
          `${write.file}:${write.line} ${write.how} stores "${write.name}" in ${write.place}, which ${LIST_FILE} does not list there`,
      );
    expect([...problems, ...unlisted]).toEqual([]);
  });

  it("finds the writes it knows of (the scan reads the code)", () => {
    const stored = (name: string, place: StoragePlace) =>
      writes.some((write) => write.name === name && write.place === place);
    expect(stored(storageKeys.SIGN_IN_HINT_KEY, "localStorage")).toBe(true);
    expect(stored(storageKeys.SIGN_IN_HINT_KEY, "sessionStorage")).toBe(true);
    expect(stored(storageKeys.LOADED_AS_DOCUMENT_KEY, "sessionStorage")).toBe(true);
    expect(stored("react-router-scroll-positions", "sessionStorage")).toBe(true);
    expect(stored("firebaseLocalStorageDb", "IndexedDB")).toBe(true);
  });

  it("lists nothing the code no longer stores or reads", () => {
    const keysUsed = browserCode()
      .filter((file) => file !== KEYS_FILE && file !== LIST_FILE)
      .flatMap((file) => keysImported(readFileSync(path.join(ROOT, file), "utf8"), file));
    const used = new Set([
      ...writes.map((write) => entryFor(write.name, write.place)?.name),
      ...BROWSER_STORAGE.filter((entry) => keysUsed.includes(entry.name.replace(/\*$/, ""))).map(
        (entry) => entry.name,
      ),
    ]);
    expect(BROWSER_STORAGE.map((entry) => entry.name).filter((name) => !used.has(name))).toEqual([]);
  });

  it("gives every entry a purpose, a duration and one name", () => {
    for (const entry of BROWSER_STORAGE) {
      expect(entry.where.length, entry.name).toBeGreaterThan(0);
      expect(entry.purpose.length, entry.name).toBeGreaterThan(20);
      expect(entry.duration.length, entry.name).toBeGreaterThan(5);
    }
    const names = BROWSER_STORAGE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("what the site stores in the browser: the scan", () => {
  const scan = (source: string) => {
    const { writes, problems } = storageWrites(source, "web/x.ts");
    return {
      writes: writes.map((write) => `${write.place} ${write.name}`),
      problems: problems.map((problem) => problem.message),
    };
  };

  it("finds a key written out, and a key of storageKeys.ts", () => {
    expect(scan('localStorage.setItem("x", "1");')).toEqual({
      writes: ["localStorage x"],
      problems: [expect.stringContaining('"x" is written out')],
    });
    expect(
      scan(
        'import { SIGN_IN_HINT_KEY as KEY } from "#web/shared/privacy/storageKeys.ts";\n(a ? sessionStorage : localStorage).setItem(KEY, "1");',
      ),
    ).toEqual({ writes: ["localStorage signed-in", "sessionStorage signed-in"], problems: [] });
  });

  it("finds cookies, IndexedDB and the libraries that store", () => {
    expect(scan("document.cookie = `theme=${dark}; path=/`;").writes).toEqual(["cookie theme"]);
    expect(scan('const DB = "cache";\nindexedDB.open(DB);').writes).toEqual(["IndexedDB cache"]);
    expect(
      scan('import { ScrollRestoration } from "react-router";\nconst x = <ScrollRestoration />;').writes,
    ).toEqual(["sessionStorage react-router-scroll-positions"]);
    expect(
      scan(
        'import { ScrollRestoration } from "react-router";\nconst x = <ScrollRestoration storageKey="pos" />;',
      ).writes,
    ).toEqual(["sessionStorage pos"]);
    expect(
      scan('import * as C from "vanilla-cookieconsent";\nC.run({ cookie: { expiresAfterDays: 182 } });')
        .writes,
    ).toEqual([`cookie ${COOKIECONSENT_DEFAULT}`]);
    expect(
      scan(
        'import * as C from "vanilla-cookieconsent";\nimport { CONSENT_COOKIE } from "#web/shared/privacy/storageKeys.ts";\nC.run({ cookie: { name: CONSENT_COOKIE, useLocalStorage: true } });',
      ),
    ).toEqual({ writes: ["localStorage consent"], problems: [] });
  });

  it("cannot tell a key made at run time", () => {
    expect(scan("sessionStorage.setItem(key(), v);").problems).toEqual([
      expect.stringContaining("cannot tell which name key()"),
    ]);
  });
});

// The bundled dataset's privacy policy.

type Span = { _type: string; text?: string; marks?: string[] };
type Block = { _key: string; _type: string; style?: string; listItem?: string; children?: Span[] };

const PLACE_WORDS: Record<StoragePlace, RegExp> = {
  cookie: /\bcookie\b/i,
  localStorage: /\blocal storage\b/i,
  sessionStorage: /\bsession storage\b/i,
  IndexedDB: /\bIndexedDB\b/,
};
const textOf = (block: Block) => (block.children ?? []).map((span) => span.text ?? "").join("");

/** The blocks of the section whose heading matches, up to the next heading of its level. */
function section(body: Block[], heading: RegExp): Block[] {
  const start = body.findIndex((block) => block.style === "h2" && heading.test(textOf(block)));
  if (start < 0) return [];
  const end = body.findIndex((block, index) => index > start && block.style === "h2");
  return body.slice(start + 1, end < 0 ? undefined : end);
}

/** The names a section lists: each bullet that starts with a name in bold, and the bullet. */
function namedItems(blocks: Block[]): Map<string, string> {
  const items = new Map<string, string>();
  for (const block of blocks) {
    const first = block.children?.[0];
    if (block.listItem && first?.marks?.includes("strong") && first.text?.trim())
      items.set(first.text.trim(), textOf(block));
  }
  return items;
}

describe("what the site stores in the browser: the privacy policy", () => {
  const policy = seedDocument("legal-privacy-policy") as { body: Block[] };
  const cookies = section(policy.body, /cookie/i);
  const listed = namedItems(cookies);

  it("has a section on cookies", () => {
    expect(cookies.length).toBeGreaterThan(0);
  });

  it("lists every entry in bold, with where it is kept", () => {
    for (const entry of BROWSER_STORAGE) {
      const item = listed.get(entry.name);
      expect(item, `a bullet of the cookie section starting with **${entry.name}**`).toBeDefined();
      for (const place of entry.where) expect(item, `${entry.name}: ${place}`).toMatch(PLACE_WORDS[place]);
    }
  });

  it("lists nothing the site does not store", () => {
    const names = new Set(BROWSER_STORAGE.map((entry) => entry.name));
    expect([...listed.keys()].filter((name) => !names.has(name))).toEqual([]);
  });

  it("names what is stored only in the section on cookies' bullets (the test reads them there)", () => {
    const elsewhere = policy.body.filter((block) => !cookies.includes(block));
    expect(
      [...namedItems(elsewhere).keys()].filter((name) =>
        BROWSER_STORAGE.some((entry) => entry.name === name),
      ),
    ).toEqual([]);
  });
});
