// Named exports: zod's namespace carries every locale and cannot be tree-shaken (390 KB in the
// browser). Add a name here when a schema needs one.
export {
  boolean,
  coerce,
  config,
  email,
  enum,
  flattenError,
  object,
  string,
  uuid,
  ZodError,
} from "zod";
export type { infer, output, ZodOptional, ZodType } from "zod";
