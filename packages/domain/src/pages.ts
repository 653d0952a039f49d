// The web pages the server links to from outside the app (the e-mails of a password reset and of an
// owner's invitation, the registration poster's QR code; docs/api.md "Users", "Bidding by team owners"
// and "Registration"): their paths are a contract between server and web, so both take them from here.
// The web's route table (apps/web/src/lib/paths.ts) builds its entries from these patterns and fills
// every pattern with fillPath.
export const MAILED_PAGES = {
  login: "/auth/login",
  resetPassword: "/auth/reset-password/:uid/:token",
  /** A registrant's private link to see and correct their registration (docs/api.md "Registration"). */
  registration: "/view/:eventId/register/mine/:id/:token",
  /** The public registration form, which the PNG poster's QR code leads to (docs/api.md "Registration"). */
  registrationForm: "/view/:eventId/register",
} as const;

/**
 * The query an invitation's link adds to the reset page (`?invited=1`): the same link and token, and
 * the page reads "Set your password" for an account that never had one (docs/api.md "Bidding by team owners").
 */
export const INVITED_QUERY = "invited";

/** A path pattern with its `:params` filled in, in order: fillPath("/a/:x/:y", 1, 2) is "/a/1/2". */
export function fillPath(pattern: string, ...params: readonly (number | string)[]): string {
  let i = 0;
  return pattern.replace(/:\w+/g, () => String(params[i++]));
}
