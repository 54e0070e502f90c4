-- A TOTP code is good once (issue 42, item 4): the last 30-second step an account's code was
-- accepted for, at enrolment or sign-in; a code of that step or an earlier one is refused, so a code
-- seen over a shoulder or in a proxy's log cannot sign in again within its window.
ALTER TABLE console_accounts ADD COLUMN totp_last_step BIGINT;
