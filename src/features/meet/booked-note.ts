/**
 * "Your call is booked" survives the client navigation to the manage view
 * (`/meet?manage=…`) once, for that token; opening the link later shows the
 * plain manage view.
 */
let pending: string | null = null

export const rememberBooked = (manageToken: string): void => {
  pending = manageToken
}
export const wasJustBooked = (manageToken: string): boolean => pending === manageToken
export const forgetBooked = (manageToken: string): void => {
  if (pending === manageToken) pending = null
}
