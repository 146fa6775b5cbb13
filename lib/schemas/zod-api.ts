// The parts of zod this project uses, imported by name. `import { z } from "zod"` is a namespace
// object holding all of zod, every error-message locale included, and the bundler cannot drop any
// of it: the browser's form validator was 390 KB of JavaScript, about 100 ms of evaluation on a
// phone. `zod.ts` makes these its `z`; add a name here when a schema needs one.
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
export type { infer, ZodOptional, ZodType } from "zod";
