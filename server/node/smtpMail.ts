import { createTransport } from 'nodemailer';
import type { NodemailerError } from 'nodemailer/lib/errors';
import { addressIn, type MailSettings } from '../config';
import { plainText } from '../leads/mailHtml';
import { MailFailed, MailRejected } from '../leads/errors';
import type { MailMessage, MailTransport } from '../leads/ports';

export type SmtpSettings = Extract<MailSettings, { kind: 'smtp' }>;

/**
 * Mail through the agency's own mailbox: one connection per message, upgraded by STARTTLS where the server offers it
 * (`smtp://`, port 587) or TLS from the start (`smtps://`, 465), each wait bounded by the timeout.
 */
export function smtpMail(settings: SmtpSettings): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user === undefined ? {} : { auth: { user: settings.user, pass: settings.password ?? '' } }),
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  // The request id names the message, so the agency's mailbox can tell a copy from another message.
  const domain = addressIn(settings.from)?.split('@')[1] ?? 'localhost';

  /** What the server answered, without the password should a server ever echo it. */
  const reason = (error: unknown) => {
    const text = error instanceof Error ? error.message : String(error);
    return settings.password === undefined ? text : text.split(settings.password).join('…');
  };

  const sendOnce = async ({ id, to, subject, html, replyTo }: MailMessage) => {
    await transporter.sendMail({
      from: settings.from,
      to: to ?? settings.to,
      subject,
      html,
      text: plainText(html),
      messageId: `<${id}@${domain}>`,
      ...(replyTo === undefined ? {} : { replyTo }),
    });
  };

  return {
    idempotent: false,
    async send(message) {
      try {
        await sendOnce(message);
        return;
      } catch (error) {
        // A final answer (5xx but 503) would be the same again; anything else (4xx, no connection, a timeout) may pass.
        if ((error as NodemailerError).permanent === true)
          throw new MailRejected(`The SMTP server refused the message: ${reason(error)}`);
      }
      try {
        await sendOnce(message);
      } catch (error) {
        if ((error as NodemailerError).permanent === true)
          throw new MailRejected(`The SMTP server refused the message: ${reason(error)}`);
        throw new MailFailed(`The SMTP server failed twice: ${reason(error)}`);
      }
    },
  };
}
