// The part of jsdom (plain JavaScript here: no @types/jsdom installed) the built-file tests use.
declare module "jsdom" {
  export class JSDOM {
    /** `contentType` "application/xml" parses the text as XML (a feed). */
    constructor(html?: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
