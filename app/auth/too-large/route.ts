// next.config.ts sends an oversized or unsized action body here, which Next would answer with a
// 500. Any method, as the request was meant for some page's action.
function refuse(request: Request): Response {
  const declared = request.headers.has("content-length");
  const [status, text] = declared
    ? [
        413,
        "The form was too large to send (the limit is 1 MB). Go back, shorten it and send it again.",
      ]
    : [411, "The form was sent without its length. Go back and send it again."];
  return new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

export const GET = refuse;
export const HEAD = refuse;
export const POST = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;
export const OPTIONS = refuse;
