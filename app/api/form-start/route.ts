import { isStampedForm, mintFormStart } from "@/lib/leads/form-start";

export const dynamic = "force-dynamic";

/** The form posts this stamp back once; the time between the two tells a person from a program. */
export function GET(request: Request) {
  const form = new URL(request.url).searchParams.get("form");
  if (!isStampedForm(form))
    return Response.json(
      { error: "unknown form" },
      { status: 400, headers: { "cache-control": "no-store" } },
    );
  return Response.json(
    { stamp: mintFormStart(form) },
    { headers: { "cache-control": "no-store" } },
  );
}
