-- Disconnect-Requests unanswered, per gateway (issue 42, the gateway health page): each
-- Disconnect-Request Gangway sent and how its gateway answered (ACK, NAK, none after the retries),
-- so a console on any server of a cluster counts every server's. No device in it: the gateway, its
-- address, the zone. Written by gateway/aaa/Disconnector.ts; bounded by the maintenance round: none
-- older than RETENTION_DAYS, the newest 100 000 in all (gateway/aaa/disconnectAnswers.ts).
CREATE TABLE disconnect_answers (
  answer_id {{identity}},
  at BIGINT NOT NULL,
  zone_id TEXT NOT NULL,
  gateway TEXT NOT NULL,
  address TEXT NOT NULL,
  answer TEXT NOT NULL
);
CREATE INDEX disconnect_answers_by_time ON disconnect_answers (at);
