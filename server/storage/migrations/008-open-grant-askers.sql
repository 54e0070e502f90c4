-- In a zone no gateway vouches for (UNVERIFIED_ZONES), a trial is granted once a day per device
-- and asker: the browser that asked and the client address it asked from, each kept as a keyed
-- digest (security/DeviceAuth.ts's openAsker), never the cookie or the address. A stranger's trial
-- for a device it saw is its own, and leaves the device's owner, who asks from its own browser and
-- address, its own (issue 33, finding 3). Null: granted where a gateway vouches, or before this
ALTER TABLE open_grants ADD COLUMN browser TEXT;
ALTER TABLE open_grants ADD COLUMN client TEXT;
