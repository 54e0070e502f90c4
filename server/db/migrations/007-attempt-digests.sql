-- attempted codes were kept as two characters and an unkeyed digest, which anyone reading the table
-- can reverse by trying every code; the digests are keyed now (domain/attemptedCode.ts), and the old
-- ones are cut to the two characters
UPDATE voucher_attempts SET code = substr(code, 1, 2) || '…' WHERE code <> substr(code, 1, 2) || '…';
