import { graphql } from './graphql'

/**
 * A payload's field errors (with the safeguarding spans a form highlights) as the forms module maps them onto fields
 * (`ServerFieldError`): every mutation selects them the same way. Unmasked,
 * so the payload's type holds the fields and no `readFragment` is needed.
 */
export const FieldErrorFragment = graphql(`
  fragment FieldErrorFields on FieldError @_unmask {
    field
    code
    message
    messageKey
    limit
    spans {
      start
      end
      category
    }
  }
`)
