import type { AddressInfo } from "node:net";

import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One e-mail as the catcher received it over SMTP. */
export type CaughtMail = {
  to: string[];
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Every header name the message carried, lower-case: to prove none was injected. */
  headerNames: string[];
};

export type SmtpCatcher = { port: number; url: string; close: () => Promise<void> };

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
    object.value.map((entry) => entry.address ?? "").filter(Boolean),
  );

/**
 * A local mail catcher, like the one the Supabase CLI ships: a real SMTP server on 127.0.0.1 that
 * accepts every message (no TLS, no auth: loopback only) and hands it, parsed, to `onMail`.
 * The app sends staff notifications to it with nodemailer exactly as it would to a provider.
 */
export async function startSmtpCatcher({
  port,
  host = "127.0.0.1",
  onMail,
}: {
  port: number;
  host?: string;
  onMail: (mail: CaughtMail) => void;
}): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    banner: "Kalpix local mail catcher",
    size: 5 * 1024 * 1024,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          onMail({
            to: addresses(parsed.to),
            from: addresses(parsed.from)[0] ?? "",
            replyTo: addresses(parsed.replyTo)[0] ?? null,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            headerNames: [...parsed.headers.keys()],
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://${host}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
