import "server-only";

import { headers } from "next/headers";

import { trustedOrigin } from "./forwarded-origin";

export async function requestOrigin(): Promise<string> {
  return trustedOrigin(await headers());
}
