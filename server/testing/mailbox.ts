/**
 * Test runs only (NODE_ENV=test): what the mailer delivered, as the
 * recipient's inbox would hold it. Delivered outbox rows keep no secrets
 * (notifications/redact.ts), so browser tests read a sent mail's code or link
 * from here, through `GET /__test/outbox`, as a person reads their email.
 */
import type { Mailer, OutgoingRow } from '../notifications/mailer'

/** Enough for a whole browser run; the oldest mails go first beyond it. */
const KEPT_MAILS = 5000

export class TestMailbox {
  private readonly delivered = new Map<number, OutgoingRow>()

  record(mail: OutgoingRow): void {
    this.delivered.set(mail.id, mail)
    if (this.delivered.size > KEPT_MAILS) {
      const oldest = this.delivered.keys().next()
      if (oldest.done !== true) this.delivered.delete(oldest.value)
    }
  }

  /** The mail as delivered (secrets included), if this process delivered it. */
  find(id: number): OutgoingRow | undefined {
    return this.delivered.get(id)
  }

  /** A mailer that delivers through `inner`, then keeps a copy here. */
  wrap(inner: Mailer): Mailer {
    return {
      send: async (mail) => {
        await inner.send(mail)
        this.record(mail)
      },
      close: () => inner.close(),
    }
  }
}
