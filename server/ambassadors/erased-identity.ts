/**
 * What an erased ambassador's row keeps. The row stays (published Q&A and a
 * visitor's past meetings point at it) with every personal column blanked;
 * its e-mail, unique per organization, becomes an undeliverable address made
 * of the id (`.invalid` is reserved by RFC 2606). That address is also the
 * marker: an erased row needs no column of its own, hence no migration.
 */
export const erasedAmbassadorEmail = (ambassadorId: string): string => `erased+${ambassadorId}@invalid`

export const isErasedAmbassador = (row: { readonly id: string; readonly email: string }): boolean => row.email === erasedAmbassadorEmail(row.id)
