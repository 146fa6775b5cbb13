import { randomUUID } from "node:crypto";

export type InboxMessage = {
  id: string;
  sentAt: string;
  to: string;
  subject: string;
  /** Plain-text body, with the link and code in it. */
  text: string;
  /** What tests need without parsing text. */
  kind:
    | "signup"
    | "magiclink"
    | "recovery"
    | "email_change"
    | "invite"
    | "notification"
    | "password_changed_notification"
    | "mfa_factor_enrolled_notification"
    | "mfa_factor_unenrolled_notification";
  link: string | null;
  otp: string | null;
  tokenHash: string | null;
};

/**
 * Every e-mail of the local setup ends up here: what the local auth sends, and what the app sends
 * over SMTP to the local mail catcher (staff notifications, kind "notification"). Printed on the
 * console, listed at /inbox and as JSON at /inbox.json. Memory only: a restart empties it.
 */
export class Inbox {
  readonly #messages: InboxMessage[] = [];
  readonly #log: boolean;

  constructor({ log }: { log: boolean }) {
    this.#log = log;
  }

  send(message: Omit<InboxMessage, "id" | "sentAt">): InboxMessage {
    const stored = { id: randomUUID(), sentAt: new Date().toISOString(), ...message };
    this.#messages.unshift(stored);
    if (this.#messages.length > 200) this.#messages.length = 200;
    if (this.#log) {
      console.log(`\n[local-supabase] e-mail to ${stored.to}: ${stored.subject}\n${stored.text}\n`);
    }
    return stored;
  }

  list(to?: string): InboxMessage[] {
    const wanted = to?.toLowerCase();
    return this.#messages.filter((m) => !wanted || m.to.toLowerCase() === wanted);
  }

  clear(): void {
    this.#messages.length = 0;
  }
}
