// The part of jsdom (plain JavaScript here: no @types/jsdom installed) the built-file tests use.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { document: Document };
  }
}
