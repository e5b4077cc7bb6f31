// The part of jsdom (plain JavaScript here: no @types/jsdom installed) the built-file tests use.
declare module "jsdom" {
  export class JSDOM {
    /**
     * `contentType` "application/xml" parses the text as XML (a feed); `runScripts`
     * "outside-only" runs no script of the page but lets the tests run theirs in its window
     * (getInternalVMContext).
     */
    constructor(html?: string, options?: { contentType?: string; runScripts?: "outside-only" });
    readonly window: { document: Document };
    /** The window as a context for node:vm, with `runScripts` "outside-only". */
    getInternalVMContext(): import("node:vm").Context;
  }
}
