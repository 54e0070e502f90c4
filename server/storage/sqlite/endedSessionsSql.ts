// the condition for sessions whose entitlement ended before the cutoff, unless their voucher is
// still valid at `now` (an unlimited voucher, or one whose clock has not run out). A session with a
// permanent end after the cutoff may still reset, and one with no end (an unlimited voucher) never
// ends. One text for both stores, with each one's placeholders
export const endedSessionsWhere = (before: string, now: string) => `
  end_at IS NOT NULL AND end_at < ${before}
  AND (end_permanent_at IS NULL OR end_permanent_at < ${before})
  AND (voucher_code IS NULL OR NOT EXISTS (
    SELECT 1 FROM vouchers v WHERE v.zone_id = sessions.zone_id AND v.code = sessions.voucher_code
      AND (v.valid_until IS NULL OR v.valid_until > ${now})
      AND (v.activated_at IS NULL OR v.duration_ms IS NULL OR v.activated_at + v.duration_ms > ${now})))`;
