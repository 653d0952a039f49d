// Validation texts. docs/product.md section 5 texts are quoted verbatim (including their wording quirks).
import { BIDDING_LIMITS, DETAIL_KEY_MAX, DETAILS_MAX, LIMITS } from "./constants.ts";
import { formatAmount, formatNumber } from "./display.ts";

const MB = 1024 * 1024;
/** "Ensure this field has no more than N characters." for a text of at most `max` characters. */
export const charsTooMany = (max: number) => `Ensure this field has no more than ${max} characters.`;

// Texts that state a limit are built from it (LIMITS, BIDDING_LIMITS: docs/architecture.md "Where a
// text's number comes from"); a number of four digits or more through formatNumber, in a getter.
export const MSG = {
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid Email ID",
  passwordRequired: "Password is required",
  passwordsDoNotMatch: "Passwords do not match",
  nameRequired: "Name is required",
  dateRequired: "Date is required",
  gradeRequired: "Grade is required",
  selectOwners: "Select Owners for the event",
  categoryRequired: "Category is required",
  orderRequired: "Order is required",
  locationRequired: "Location is required",
  minPlayersRequired: "Minimum players is required",
  maxPlayersRequired: "Maximum players is required",
  fundsPerTeamRequired: "Funds per teams is required",
  fundsUnitRequired: "Funds per units is required",
  minPlayerPriceRequired: "Minimum players is required",
  typeRequired: "Type is required",
  startTimeRequired: "Start time is required",
  endTimeRequired: "End time is required",
  userEmailRequired: "Email ID is Required",
  userPasswordRequired: "Password is Required",
  isAdminRequired: "Is Admin?",
  statusRequired: "Status is required",
  teamRequired: "Team is required",
  priceRequired: "Price is required",
  // Our own texts where the spec has none (docs/decisions/002-validation-texts.md).
  nameTooLong: charsTooMany(LIMITS.nameMax),
  textTooLong: charsTooMany(LIMITS.textMax),
  notAnInteger: "A valid integer is required.",
  notNegative: "Ensure this value is greater than or equal to 0.",
  tooLarge: "Ensure this value is not too large.",
  invalidDate: "Enter a valid date (YYYY-MM-DD).",
  invalidTime: "Enter a valid time (HH:MM).",
  invalidUrl: "Enter a valid URL.",
  orderRange: `Order must be between ${LIMITS.sponsorOrderMin} and ${LIMITS.sponsorOrderMax}.`,
  maxBelowMin: "Maximum players must be at least the minimum players.",
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters.`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters.`,
  detailsNotObject: "Details must be a JSON object.",
  detailsValue: `Details values must be text (at most ${LIMITS.textMax} characters), numbers, true/false or null.`,
  detailKeyRequired: "Enter a name for this detail.",
  detailKeyDuplicate: "This detail is already listed.",
  detailKeyTooLong: charsTooMany(DETAIL_KEY_MAX),
  tooManyDetails: `A player can have at most ${DETAILS_MAX} details.`,
  invalidGrade: "Select a valid grade.",
  invalidStatus: "Select a valid status.",
  invalidChoice: "Select a valid choice.",
  emailTaken: "A user with this email already exists.",
  refTaken: "Another player of this event has this Ref.",
  unknownSkill: "Select skills of this event.",
  unknownOwner: "Select existing users.",
  unknownType: "Select a valid event type.",
  unknownTeam: "Select a team of this event.",
  notAFile: "Upload a file.",
  notAnImage: "Upload a valid image: JPEG, PNG, WebP or GIF.",
  imageTooLarge: `The image must be at most ${LIMITS.imageMaxBytes / MB} MB.`,
  skillExists: "This skill already exists.",
  unknownPlayer: "Select a player of this event.",
  playerRequired: "Player is required.",
  trueOrFalse: "Enter true or false.",
  eventIdRequired: "event_id is required.",
  teamIdRequired: "team_id is required.",
  invalidId: "Enter a positive whole number (digits only).",
  inviteArchived: "This account is archived: an admin must restore it before it can own a team.",
  // A getter: the number is formatted when the text is used, not when the module loads (display.ts).
  get tooManyOwners() {
    return `Select at most ${formatNumber(LIMITS.ownersMax)} owners.`;
  },
  userSearchTooShort: `Enter at least ${LIMITS.userSearchMin} characters of a name, or a whole e-mail address, to search.`,
  get tooManyPendingInvites() {
    return `This event already has ${formatNumber(LIMITS.invitesPendingPerEventMax)} invited owners who have not set their password yet; wait until some have, or add people who already have an account.`;
  },
  invalidLastEventId: `Last-Event-ID must be a live message id: a whole number from 0 to ${LIMITS.intMax} (digits only).`,
  // The sell form's price field (docs/decisions/033-price-entry-and-console-apply.md).
  invalidPrice: "Enter a price as a whole number or a shorthand such as 25k, 2.5k, 1.5L or 1cr.",
} as const;

/** Purse adjustments and corrections (docs/api.md "Purse adjustments", "Corrections and undo"). */
export const ADJUST_MSG = {
  reasonRequired: "Give a reason.",
  amountRequired: "Enter an amount.",
  amountZero: "Enter an amount other than 0.",
  belowZero: (team: string, left: string) => `${team} has ${left} left; this would take its funds below zero.`,
  belowReserve: (team: string, reserve: string) =>
    `${team} must keep ${reserve} to complete its squad; tick "Override limits" to go below it.`,
  aboveFundsMax: (after: string) =>
    `An event's teams may hold at most ${formatNumber(LIMITS.fundsMax)} together (purses and adjustments); this bonus would take them to ${after}.`,
} as const;

/**
 * The refusals of a sale (naming the rule broken: docs/api.md "Budget rule") or of a
 * purse adjustment, with their amounts, each named with the event's unit by formatAmount ("1,50,000
 * pts"): the one text the engine answers and the web's own checks show (the sell form, the bid page),
 * so the organiser sees what would pass, worded and formatted once.
 */
export const SALE_TEXT = {
  belowMinPrice: (min: number, unit: string) =>
    `A sold player's price must be at least the minimum player price of ${formatAmount(min, unit)}.`,
  /** docs/api.md "Base price": below the base price only with "override limits". */
  belowBasePrice: (base: number, unit: string) =>
    `Price is below this player's base price of ${formatAmount(base, unit)}; tick "Override limits" to sell for less.`,
  /** With "override limits" the max bid's reserve is lifted, never the funds themselves. */
  aboveFunds: (team: string, left: number, unit: string) =>
    `Price is more than ${team}'s funds remaining of ${formatAmount(left, unit)}.`,
  belowZero: (team: string, left: number, unit: string) => ADJUST_MSG.belowZero(team, formatAmount(left, unit)),
  belowReserve: (team: string, reserve: number, unit: string) => ADJUST_MSG.belowReserve(team, formatAmount(reserve, unit)),
  aboveFundsMax: (after: number, unit: string) => ADJUST_MSG.aboveFundsMax(formatAmount(after, unit)),
  aboveMaxBid: (bid: number, unit: string) => `Price must be at most this team's max bid of ${formatAmount(bid, unit)}.`,
  /** A full team: not "a max bid of 0", which reads as if money were the problem. */
  teamFull: (team: string, count: number, max: number) => `${team} is full (${count} of ${max} players)`,
  /** sell-player on a player whose result is recorded (409; docs/api.md "sell-player", decision 052). */
  resultRecorded: (player: string, status: string) =>
    `${player} is already ${status}: a recorded result changes only as a correction with a reason ("Correct an earlier result" on the player's sell page, POST /api/auctions/corrections/).`,
  /** A draw or re-auction when no team has a free slot (decision 052). */
  everyTeamFull: "Every team is full: no team can buy another player. Conclude the auction.",
} as const;

/**
 * Settings and prices no sale could meet (docs/api.md "Events", "Players", "Teams"), refused with the
 * numbers that make them so, formatted with the event's unit: the API's field errors and the forms' alike.
 */
export const RULE_TEXT = {
  basePriceBelowMin: (min: number, unit: string) =>
    `Base price must be at least the event's minimum player price of ${formatAmount(min, unit)}; leave it blank to open at the minimum.`,
  fundsBelowSquad: (minPlayers: number, minPrice: number, unit: string) =>
    `Funds per team must be at least ${formatAmount(minPlayers * minPrice, unit)}: the minimum squad of ${formatNumber(minPlayers)} players at the minimum player price of ${formatAmount(minPrice, unit)} each.`,
  endBeforeStart: (start: string) => `End time must be after the start time (${start}).`,
  teamNameTaken: (name: string) => `A team called ${name} already exists.`,
  teamShortNameTaken: (short: string, team: string) => `${team} is already shown as ${short}; choose another short name.`,
} as const;

/** Draw control (docs/api.md "Draw control"): refusals of next-player/ with a choice. */
export const DRAW_MSG = {
  oneChoice: "Ask for at most one of player, grade or set.",
  playerNotOfEvent: "Select a player of this event.",
  playerNotDrawable: (name: string, status: string) =>
    `${name} is ${status}; only an Available or Unsold player can be put on the block.`,
  gradeEmpty: (grade: string) => `Nobody is left to draw in grade ${grade}.`,
  setEmpty: (set: string) => `Nobody is left to draw in the set "${set}".`,
  setRequired: "Enter the name of a set.",
} as const;

/** Duplicating an event (docs/api.md "Duplicate an event"). */
export const DUPLICATE_MSG = {
  changedWhileCopying: "The event changed while it was being copied. Please try again.",
  /** The name the web's form starts from. */
  defaultName: (name: string) => `${name} (copy)`,
} as const;

/** The contract's error details (docs/api.md "Errors"). */
export const DETAIL = {
  unauthenticated: "Authentication credentials were not provided.",
  invalidToken: "Invalid token.",
  forbidden: "You do not have permission to perform this action.",
  notFound: "Not found.",
  serverError: "Internal server error.",
  badCredentials: "Unable to log in with provided credentials.",
  forgotSent: "If an account exists for this address, an e-mail with a reset link has been sent.",
  resetInvalid: "This reset link is invalid or has expired.",
  passwordUpdated: "Password updated.",
  ownStaffFlag: "You cannot remove your own admin rights.",
  ownArchive: "You cannot archive your own account.",
  accountArchived: "This account is archived. Ask an admin to restore it.",
  teamHasPlayers: "A team with players cannot be deleted.",
  playerHasTransaction: "A player with a transaction cannot be deleted.",
  notOnBlock: "This player is not the one on the block.",
  malformedJson: "Malformed JSON body.",
  unsupportedMedia: "Unsupported media type.",
  tooLarge: "Request body is too large.",
  methodNotAllowed: "Method not allowed.",
  nothingToUndo: "Nothing to undo.",
  tooManyRequests: "Too many requests. Try again later.",
  get tooManyInvitesByUser() {
    return `You have sent ${formatNumber(LIMITS.invitesPerUserPerHour)} invitations in the last hour; try again later.`;
  },
  get tooManyInvitesForEvent() {
    return `This event has sent ${formatNumber(LIMITS.invitesPerEventPerHour)} invitations in the last hour; try again later.`;
  },
  tooManySearches: "Too many searches. Wait a minute and try again.",
  exportsBusy: "The server is building other exports. Try again in a few seconds.",
  undoConflict: "This action cannot be undone because the data has changed since",
  busyRetry: "The auction is busy. Please try again.",
  // What one event may hold (docs/api.md "Limits"); getters, as tooManyOwners.
  get tooManyTeams() {
    return `An event can have at most ${formatNumber(LIMITS.teamsPerEventMax)} teams; this one has that many.`;
  },
  get tooManyPlayers() {
    return `An event can have at most ${formatNumber(LIMITS.playersPerEventMax)} players; this one has that many.`;
  },
  get tooManySponsors() {
    return `An event can have at most ${formatNumber(LIMITS.sponsorsPerEventMax)} sponsors; this one has that many.`;
  },
} as const;

/** Bidding by team owners (docs/api.md "Bidding by team owners"; docs/decisions/046-owners-bidding.md). */
export const BID_MSG = {
  modeAuctioneer: "Bidding is not open to team owners in this event: the auctioneer records the sales.",
  notOnBlock: "This player is not the one on the block.",
  paused: "Bidding is paused.",
  closed: "Bidding on this player has closed.",
  notNext: (expected: number) => `Another bid got there first: the next bid is ${formatNumber(expected)}.`,
  leading: "Your team already has the highest bid.",
  notOwner: "You are not an owner of a team in this event.",
  teamRequired: "You own several teams here: choose the team this bid is for.",
  /** A manager (staff, an organiser) who owns no team of the event bids without naming one. */
  teamForManager: "You own no team in this event: choose the team this bid is for.",
  teamInvalid: "Select a team of this event that you own.",
  amountRequired: "Enter the amount as a whole number.",
  noBidToWithdraw: "There is no bid to withdraw.",
  bidInvalid: "Select a bid on the player on the block.",
  bidAlreadyWithdrawn: "This bid has already been withdrawn.",
  notHighestBid: (highest: string) => `Only the highest bid can be withdrawn; the highest bid now is ${highest}.`,
  /** On the phone of the team whose bid the auctioneer withdrew. */
  yourBidWithdrawn: (amount: string, reason: string) => `Your bid of ${amount} was withdrawn: ${reason}`,
  clockTooLong: (maxMinutes: number, room: number) =>
    `The clock can hold at most ${formatNumber(maxMinutes)} minutes: add at most ${formatNumber(room)} seconds now.`,
  noLot: "No player is being bid on.",
  notPaused: "Bidding is not paused.",
  alreadyPaused: "Bidding is already paused.",
  clockAction: 'Choose "pause", "resume" or "extend".',
  extendSeconds: `Enter the seconds to add: a whole number from 1 to ${BIDDING_LIMITS.extendMax}.`,
  stepsShape: 'Enter the steps as a list of {"below": amount or null, "step": amount}.',
  belowAmount: "Enter the amount this step applies below: a whole number of at least 1.",
  stepsEmpty: "Enter at least one step.",
  stepsTooMany: `Enter at most ${BIDDING_LIMITS.stepsMax} steps.`,
  stepPositive: "Each step must be a whole number of at least 1.",
  stepsLastOpen: "Only the last step has no upper amount (below: null).",
  stepsAscending: "List the steps by rising amount: each 'below' above the one before.",
  get secondsRange() {
    return `Enter a whole number of seconds from ${BIDDING_LIMITS.secondsMin} to ${formatNumber(BIDDING_LIMITS.secondsMax)}.`;
  },
} as const;

/** What "Invite owner" says once the server answered (docs/api.md "Bidding by team owners": `mail`, `link`). */
export const INVITE_TEXT = {
  done: (who: string, team: string) => `${who} is now an owner of ${team}.`,
  linkOnItsWay: "An e-mail with a link to set a password is on its way.",
  loginOnItsWay: "An e-mail tells them to log in as usual.",
  outbox: "No mail server is set up, so the e-mail was not sent: it was written to the server's outbox.",
  passLinkOn: (who: string) => `Pass this link on to ${who}; it sets their password and works once, within 7 days:`,
  toldToLogIn: (who: string) => `${who} already has an account: tell them to log in as usual.`,
} as const;
