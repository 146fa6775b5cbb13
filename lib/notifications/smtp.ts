import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

let cached: { url: string; transport: Transporter } | undefined;

/** One SMTP connection setup per server instance; short timeouts so a dead server costs seconds. */
function transport(url: string): Transporter {
  if (cached?.url !== url) {
    cached = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return cached.transport;
}

export async function sendEmail(
  url: string,
  mail: Parameters<Transporter["sendMail"]>[0],
): Promise<string | null> {
  try {
    await transport(url).sendMail(mail);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
