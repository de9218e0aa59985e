/**
 * `GET /__test/outbox?to=<email>[&kind=<kind>]` → the latest email to that
 * address, as JSON, plus the sign-in code / thread link / manage token found
 * in it (an invitation's token too). Mounted only when NODE_ENV=test, for browser tests that run the API
 * in another process. A delivered row's secrets are redacted: they come from
 * the process's test mailbox, which kept what was delivered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Db } from '../db/client'
import type { TestMailbox } from '../testing/mailbox'
import { latestMail } from '../testing/outbox'

export const TEST_OUTBOX_PATH = '/__test/outbox'

export async function handleTestOutbox(req: IncomingMessage, res: ServerResponse, db: Db, mailbox: TestMailbox | null): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const to = url.searchParams.get('to') ?? ''
  const mail = to === '' ? null : await latestMail(db, to, url.searchParams.get('kind') ?? undefined)
  const delivered = mail === null ? undefined : mailbox?.find(mail.id)
  const text = delivered?.bodyText ?? mail?.bodyText ?? ''
  const body = JSON.stringify(
    mail === null
      ? null
      : {
          id: mail.id,
          kind: mail.kind,
          to: mail.toEmail,
          subject: delivered?.subject ?? mail.subject,
          text,
          ics: mail.icsContent,
          status: mail.status,
          code: mail.kind === 'sign_in_code' ? (/\b(\d{6})\b/.exec(text)?.[1] ?? null) : null,
          threadId: /[?&]thread=([^&\s]+)/.exec(text)?.[1] ?? null,
          threadToken: /[?&]token=([^&\s]+)/.exec(text)?.[1] ?? null,
          manageToken: /[?&]manage=([^&\s]+)/.exec(text)?.[1] ?? null,
          inviteToken: /[?&]invite=([^&\s]+)/.exec(text)?.[1] ?? null,
        },
  )
  res.writeHead(mail === null ? 404 : 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(body)
}
