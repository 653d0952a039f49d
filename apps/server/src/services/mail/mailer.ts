// Mail through nodemailer to SMTP_URL; without one, each mail is an .eml file under DATA_DIR/outbox.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Log } from "../context.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** True when mails are written to DATA_DIR/outbox instead of sent (no SMTP_URL): nobody receives them. */
  readonly outbox?: boolean;
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Log }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outbox: true,
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`,
      );
      // Written under another name and renamed: whoever picks up *.eml never reads half a mail.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox (no SMTP_URL)");
    },
  };
}
