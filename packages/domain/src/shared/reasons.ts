/**
 * Why a request was refused, beneath its HTTP code: a client branches on the reason (retry, show
 * at once, ask for something else), never on message text. Each area adds its reasons here, so the
 * list is the one place a client author reads them from.
 *
 * `waiting` marks the reasons that may pass by themselves (a transaction not yet mined or not yet
 * confirmed enough): a client may retry those; every other reason is final for that request.
 */
export const REFUSAL_REASONS = {
  // Generic reasons, one per HTTP code, for refusals no area has named more precisely.
  bad_request: { waiting: false },
  unauthorized: { waiting: false },
  forbidden: { waiting: false },
  not_found: { waiting: false },
  request_timeout: { waiting: false },
  conflict: { waiting: false },
  payload_too_large: { waiting: false },
  unsupported_media_type: { waiting: false },
  range_not_satisfiable: { waiting: false },
  unprocessable: { waiting: false },
  rate_limited: { waiting: false },
  headers_too_large: { waiting: false },
  internal: { waiting: false },
  unavailable: { waiting: true },

  // Input
  invalid_input: { waiting: false },
  json_required: { waiting: false },

  // Transactions and what they prove
  receipt_not_found: { waiting: true },
  receipt_unconfirmed: { waiting: true },
  tx_reverted: { waiting: false },
  wrong_contract: { waiting: false },
  wrong_payer: { waiting: false },
  wrong_payee: { waiting: false },
  wrong_amount: { waiting: false },
  wrong_token: { waiting: false },
  wrong_order: { waiting: false },
  wrong_chain: { waiting: false },
  wrong_minter: { waiting: false },
  tx_already_used: { waiting: false },
  order_paid_by_other_tx: { waiting: false },

  // Orders and quotes
  quote_expired: { waiting: false },
  order_void: { waiting: false },
  order_not_pending: { waiting: false },
  membership_changed: { waiting: false },
  order_changed: { waiting: false },
  publishing_unlock_changed: { waiting: false },
  line_already_refunded: { waiting: false },
  free_grant_used: { waiting: false },

  // Works, carts and drops
  cid_taken: { waiting: false },
  sold_out: { waiting: false },
  wallet_limit_reached: { waiting: false },
  over_wallet_limit: { waiting: false },
  over_supply: { waiting: false },
  presale_only: { waiting: false },
  image_not_yours: { waiting: false },
  image_not_stored: { waiting: false },

  // Gated files
  not_holder: { waiting: false },
  link_invalid: { waiting: false },
  file_unreadable: { waiting: false },
  access_not_offered: { waiting: false },
  preview_not_offered: { waiting: false },
  access_rule_unknown: { waiting: false },
  storage_not_allowed: { waiting: false },

  // Live shows
  show_not_found: { waiting: false },
  not_show_owner: { waiting: false },
  status_move_not_allowed: { waiting: false },
  show_closed: { waiting: false },
  too_many_streams: { waiting: false },
  // The door (decision 0034)
  not_door_staff: { waiting: false },
  show_has_no_tickets: { waiting: false },
  check_in_closed: { waiting: false },
  check_in_code_invalid: { waiting: false },
  check_in_other_show: { waiting: false },
  check_in_other_ticket: { waiting: false },
  check_in_code_expired: { waiting: false },
  check_in_code_from_future: { waiting: false },
  check_in_not_signed_by_holder: { waiting: false },
  check_in_no_ticket: { waiting: false },
  already_checked_in: { waiting: false },
  // The holder's tickets moved between the index and the chain's newest block: a new scan decides.
  ticket_moving: { waiting: true },

  // Show tickets and streams
  not_ticketed: { waiting: false },
  tickets_already_minted: { waiting: false },
  over_capacity: { waiting: false },
  tickets_not_requested: { waiting: false },
  wallet_needed: { waiting: false },
  wrong_receiver: { waiting: false },
  tx_for_other_show: { waiting: false },
  show_cancelled: { waiting: false },
  no_stream: { waiting: false },
  file_not_yours: { waiting: false },

  // Copyright registrations
  registration_not_found: { waiting: false },
  already_registered: { waiting: false },
  sha256_mismatch: { waiting: false },
  nothing_to_confirm: { waiting: false },
  not_this_commit: { waiting: false },
  commit_by_other_wallet: { waiting: false },
  not_this_reveal: { waiting: false },
  tx_for_other_registration: { waiting: false },
  filing_not_tracked: { waiting: false },
  filing_move_refused: { waiting: false },
  filing_not_ready: { waiting: false },
  certificate_not_ready: { waiting: false },

  // Accounts
  too_many_new_accounts: { waiting: false },

  // HoneyBank's ledger (decision 0037)
  insufficient_funds: { waiting: false },
  hold_not_found: { waiting: false },
  hold_already_resolved: { waiting: false },
  reference_reused: { waiting: false },
  // HoneyBank (issue 27)
  wallet_exists: { waiting: false },
  wallet_not_created: { waiting: false },
  referral_code_unknown: { waiting: false },
  idempotency_key_required: { waiting: false },
  idempotency_key_reused: { waiting: false },
  quote_not_found: { waiting: false },
  quote_used: { waiting: false },
} as const satisfies Record<string, { waiting: boolean }>;

export type RefusalReason = keyof typeof REFUSAL_REASONS;

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === "string" && Object.hasOwn(REFUSAL_REASONS, value);
}

/** Whether a refusal may pass by itself, so that asking again later can succeed. */
export function isWaitingReason(reason: RefusalReason): boolean {
  return REFUSAL_REASONS[reason].waiting;
}
