// The part of @adobe/structured-data-validator (plain JavaScript, no types) the tests use.
declare module "@adobe/structured-data-validator" {
  export type Issue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType: string;
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
  };
  /** Structured data as @marbec/web-auto-extractor extracts it: each format's items by root type. */
  export type Extracted = Partial<Record<"jsonld" | "microdata" | "rdfa", Record<string, object[]>>>;
  export default class Validator {
    constructor(schemaOrgJson: object);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}
