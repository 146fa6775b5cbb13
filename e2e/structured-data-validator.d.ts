// @adobe/structured-data-validator ships no types; this is the one call the structured-data test makes.
declare module "@adobe/structured-data-validator" {
  export type ValidationIssue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType?: string;
    path?: unknown;
    fieldNames?: string[];
  };
  /** `schemaOrgJson`: the schema.org vocabulary (schemaorg-current-https.jsonld, kept gzipped). */
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    /** The extractor's shape: per format, per root type, the items found. */
    validate(data: { jsonld: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
