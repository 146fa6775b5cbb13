import { describe, expect, it } from "vitest";

import { listenArgs } from "../../scripts/dev-server-options.mjs";

describe("listenArgs", () => {
  it("keeps `npm start` on loopback with the embedded backend, whose admin password is public", () => {
    expect(listenArgs("start", [], {}, { embeddedBackend: true })).toEqual([
      "--hostname",
      "127.0.0.1",
    ]);
    expect(listenArgs("dev", [], {}, { embeddedBackend: false })).toEqual([
      "--hostname",
      "127.0.0.1",
    ]);
  });

  it("leaves a hosted project's `npm start`, DEV_HOST and an explicit --hostname as asked", () => {
    expect(listenArgs("start", [], {}, { embeddedBackend: false })).toEqual([]);
    expect(listenArgs("start", [], { DEV_HOST: "0.0.0.0" }, { embeddedBackend: true })).toEqual([
      "--hostname",
      "0.0.0.0",
    ]);
    expect(listenArgs("start", ["--hostname", "::"], {}, { embeddedBackend: true })).toEqual([]);
    expect(listenArgs("build", [], {}, { embeddedBackend: true })).toEqual([]);
  });
});
