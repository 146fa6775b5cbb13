import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import type { OutboxRow } from "@/lib/database-rows";
import { enquiryReference } from "@/lib/leads/reference";

import { oneLine, ratingLabel, text } from "./email-text";
import { dashboardLink } from "./staff-email";

type WebhookBody = {
  type: "enquiry.created" | "review.created";
  id: string;
  reference?: string;
  created_at: string;
  text: string;
  // Slack then shows the text as written; other receivers ignore it.
  mrkdwn: false;
  data: Record<string, unknown>;
};

/** Slack reads &, < and > as markup (`<!channel>` pings everyone), so a name shows as typed. */
const slackEscape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// Slack has no escape for *bold*, _italic_, ~strike~ or `code`: a zero-width space after each
// mark in what a visitor typed keeps it from pairing up, and the text still reads the same.
const inert = (value: string) => value.replace(/[*_~`]/g, "$&\u200b");

export function composeWebhookBody(
  row: Pick<OutboxRow, "kind" | "source_id" | "payload">,
): WebhookBody {
  const { created_at: createdAt, ...data } = row.payload;
  const name = inert(oneLine(text(row.payload["name"]), 100));
  if (row.kind === "submission") {
    const reference = enquiryReference(row.source_id);
    const source = row.payload["source"];
    const from = typeof source === "string" ? ` (source: ${inert(oneLine(source))})` : "";
    const link = dashboardLink("submission", text(row.payload["email"]));
    return {
      type: "enquiry.created",
      id: row.source_id,
      reference,
      created_at: text(createdAt),
      text: slackEscape(`New enquiry ${reference} from ${name}${from}. ${link}`),
      mrkdwn: false,
      data,
    };
  }
  const stars = ratingLabel(row.payload["rating"]);
  const link = dashboardLink("review", text(row.payload["name"]));
  const project = row.payload["project"];
  const verified =
    row.payload["verified"] === true
      ? ` (verified client${typeof project === "string" ? `, ${inert(oneLine(project, 120))}` : ""})`
      : "";
  return {
    type: "review.created",
    id: row.source_id,
    created_at: text(createdAt),
    text: slackEscape(
      `New review (${stars}) from ${name}${verified} waiting for moderation. ${link}`,
    ),
    mrkdwn: false,
    data,
  };
}

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** In constant time; the timestamp tolerance stops a captured request being replayed. */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string | null,
  body: string,
  signature: string | null,
  { toleranceSeconds = 300, now = Date.now() }: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Null on a 2xx, else why not, never naming the URL (it may hold a token). */
export async function postWebhook(
  webhook: { url: string; secret: string },
  row: Pick<OutboxRow, "kind" | "source_id" | "payload">,
): Promise<string | null> {
  const body = JSON.stringify(composeWebhookBody(row));
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const response = await fetch(webhook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Kalpix-Webhook/1",
        "x-kalpix-timestamp": timestamp,
        "x-kalpix-signature": signWebhook(webhook.secret, timestamp, body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.ok ? null : `The webhook answered HTTP ${response.status}.`;
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
    return `The webhook was not reached: ${error instanceof Error ? error.message : String(error)}${code}`;
  }
}
