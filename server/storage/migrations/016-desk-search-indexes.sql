-- The desk's search at a ship's scale (issue 42; tools/bench/deskSearchBench.ts, 100 000 sessions
-- and vouchers): each kind of query found by an index, none by a scan of a zone's rows.
-- A voucher's devices in MAC order (console/deskSearch.ts): with the MAC in the index, SQLite no
-- longer walks the zone's sessions in key order to skip the sort.
DROP INDEX sessions_by_voucher;
CREATE INDEX sessions_by_voucher ON sessions (zone_id, voucher_code, mac) WHERE voucher_code IS NOT NULL;
-- an e-mail and a booking surname as typed, whatever their case
CREATE INDEX orders_by_email ON orders (lower(email));
CREATE INDEX cruise_bookings_by_surname ON cruise_bookings (lower(surname));
