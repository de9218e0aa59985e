/**
 * Delivers one email: over SMTP (nodemailer) when SMTP_URL is set, otherwise
 * as a log line that shows what a developer needs (the sign-in code, the link).
 */
import nodemailer from 'nodemailer'
import { SEND_CONCURRENCY } from './worker'

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

/** The sender of every e-mail, also the ORGANIZER address of calendar files (replies go nowhere). */
export const NO_REPLY_ADDRESS = 'no-reply@ambassador-portal.invalid'
export const MAIL_FROM = `Ambassador Portal <${NO_REPLY_ADDRESS}>`

/**
 * One log line per email, e.g. `[mail] to=a@b.c kind=sign_in_code subject="…" code=123456`.
 * The code and the link open an account or a conversation: they are shown
 * only where the log is the developer's own (demo, development, tests).
 */
export function describeMail(mail: OutgoingRow, showSecrets: boolean): string {
  const code = mail.kind === 'sign_in_code' ? /\b(\d{6})\b/.exec(mail.bodyText)?.[1] : undefined
  const link = /https?:\/\/\S+/.exec(mail.bodyText)?.[0]
  const secret = (name: string, value: string | undefined): string => (value === undefined ? '' : ` ${name}=${showSecrets ? value : '[redacted]'}`)
  // The sign-in subject carries the code too.
  const subject = showSecrets || code === undefined ? mail.subject : mail.subject.replaceAll(code, '[redacted]')
  return `[mail] to=${mail.toEmail} kind=${mail.kind} subject=${JSON.stringify(subject)}${secret('code', code)}${secret('link', link)}${mail.icsContent ? ' attachment=meeting.ics' : ''}`
}

export function createLogMailer(showSecrets: boolean, log: (line: string) => void = (line) => console.log(line)): Mailer {
  return {
    send: (mail) => {
      log(describeMail(mail, showSecrets))
      return Promise.resolve()
    },
    close: () => undefined,
  }
}

/**
 * SMTP_URL with nodemailer's connection pool unless the URL says otherwise:
 * the worker sends several mails at once (worker.ts SEND_CONCURRENCY), each
 * over a kept-open connection instead of a new one per mail.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(SEND_CONCURRENCY))
  return url.toString()
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(pooledSmtpUrl(smtpUrl))
  return {
    async send(mail) {
      await transport.sendMail({
        from: MAIL_FROM,
        to: mail.toEmail,
        subject: mail.subject,
        text: mail.bodyText,
        ...(mail.icsContent ? { icalEvent: { filename: 'meeting.ics', method: /METHOD:CANCEL/.test(mail.icsContent) ? 'CANCEL' : 'PUBLISH', content: mail.icsContent } } : {}),
      })
    },
    close: () => transport.close(),
  }
}
