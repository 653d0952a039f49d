// The budget rule (docs/api.md "Budget rule") lives in the domain package, so that the web shows a sale's
// effect on a purse with the same arithmetic (docs/decisions/033-price-entry-and-console-apply.md).
export { type Budget, budgetOf, fundsRemaining, hasFreeSlot, maxBid, type Purse, playersRemaining } from "@sah/domain";
