import { mintFormStart } from "@/lib/leads/form-start";

export const dynamic = "force-dynamic";

/**
 * `GET /api/form-start`: a signed stamp of this moment, fetched as a public form appears and
 * posted back with it (the server tells a person from a program by the time
 * between the two). `{ "stamp": null }` when the server has no signing key.
 */
export function GET() {
  return Response.json({ stamp: mintFormStart() }, { headers: { "cache-control": "no-store" } });
}
