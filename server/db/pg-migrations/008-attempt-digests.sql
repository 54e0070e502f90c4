-- PostgreSQL kept attempted codes in clear text (SQLite kept an unkeyed digest): a valid code in
-- the log was a voucher anyone reading it could use. The digests are keyed now
-- (domain/attemptedCode.ts); what was kept before is cut to its first two characters
UPDATE voucher_attempts SET code = left(code, 2) || '…' WHERE code <> left(code, 2) || '…';
