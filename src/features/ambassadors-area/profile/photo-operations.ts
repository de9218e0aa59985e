import { graphql } from '../../../graphql/graphql'
import { AccountFields } from '../area/account-operations'

/** Sent as multipart (src/graphql/multipart-upload.ts), never through urql. */
export const UploadPhotoMutation = graphql(
  `
    mutation UploadPhoto($file: File!) {
      uploadPhoto(file: $file) {
        me {
          ...AccountFields
        }
        fieldErrors {
          field
          code
          message
        }
      }
    }
  `,
  [AccountFields],
)
