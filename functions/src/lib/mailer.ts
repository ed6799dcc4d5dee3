/**
 * The one way e-mail leaves the product, for both homes: nodemailer composes the message, and
 * its transport is chosen once from the environment: SES v2 on AWS (the function's role may
 * send as MAIL_FROM's identity), SMTP to the loopback mail catcher locally (SMTP_URL, set only
 * by the local stack and tests).
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import nodemailer, { type Transporter } from 'nodemailer';
import { env, requireEnv } from './env';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  /** Resolves with the transport's message id; rejects when the transport refused the mail. */
  send(mail: OutgoingMail): Promise<string>;
}

// A mail that cannot be handed over within this time is given up: the caller logs it.
const SMTP_TIMEOUT_MS = 10_000;

const createTransporter = (): Transporter =>
  env.SMTP_URL
    ? nodemailer.createTransport({
        url: env.SMTP_URL,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : nodemailer.createTransport({
        SES: { sesClient: new SESv2Client({ region: env.AWS_REGION }), SendEmailCommand },
      });

// Built on first use and kept for the container's life (SMTP connections, the SES client).
let transporter: Transporter | undefined;

export const mailer: Mailer = {
  send: async (mail) => {
    transporter ??= createTransporter();
    const info = (await transporter.sendMail({
      from: requireEnv('MAIL_FROM'),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })) as { messageId?: string };
    return info.messageId ?? '';
  },
};
