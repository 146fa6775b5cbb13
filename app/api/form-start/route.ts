import { mintFormStart } from "@/lib/leads/form-start";

export const dynamic = "force-dynamic";

/** The form posts this stamp back; the time between the two tells a person from a program. */
export function GET() {
  return Response.json({ stamp: mintFormStart() }, { headers: { "cache-control": "no-store" } });
}
