/**
 * Delivers one email: over SMTP (nodemailer) when SMTP_URL is set, otherwise
 * as a log line that shows what a developer needs (the sign-in code, the link).
 */
import nodemailer from 'nodemailer'

export interface OutgoingRow {
  readonly id: number
  readonly kind: string
  readonly toEmail: string
  readonly subject: string
  readonly bodyText: string
  readonly icsContent: string | null
}

export interface Mailer {
  send(mail: OutgoingRow): Promise<void>
  close(): void
}

export const MAIL_FROM = 'Ambassador Portal <no-reply@ambassador-portal.invalid>'

/** One log line per email, e.g. `[mail] to=a@b.c kind=sign_in_code subject="…" code=123456`. */
export function describeMail(mail: OutgoingRow): string {
  const code = mail.kind === 'sign_in_code' ? /\b(\d{6})\b/.exec(mail.bodyText)?.[1] : undefined
  const link = /https?:\/\/\S+/.exec(mail.bodyText)?.[0]
  return `[mail] to=${mail.toEmail} kind=${mail.kind} subject=${JSON.stringify(mail.subject)}${code ? ` code=${code}` : ''}${link ? ` link=${link}` : ''}${mail.icsContent ? ' attachment=meeting.ics' : ''}`
}

export function createLogMailer(log: (line: string) => void = (line) => console.log(line)): Mailer {
  return { send: async (mail) => log(describeMail(mail)), close: () => undefined }
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({
        from: MAIL_FROM, to: mail.toEmail, subject: mail.subject, text: mail.bodyText,
        ...(mail.icsContent ? { icalEvent: { filename: 'meeting.ics', method: /METHOD:CANCEL/.test(mail.icsContent) ? 'CANCEL' : 'PUBLISH', content: mail.icsContent } } : {}),
      })
    },
    close: () => transport.close(),
  }
}
