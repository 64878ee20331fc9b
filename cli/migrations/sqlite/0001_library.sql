-- The team library (procmem serve), SQLite. The same schema as migrations/postgres.
-- A team's library: its change counter is the feed's cursor.
CREATE TABLE teams (
    name TEXT PRIMARY KEY,
    seq BIGINT NOT NULL DEFAULT 0
);
-- Members' bearer tokens, stored as SHA-256 digests of the token (never the token itself).
CREATE TABLE tokens (
    digest TEXT PRIMARY KEY,
    team TEXT NOT NULL REFERENCES teams(name),
    name TEXT NOT NULL,
    created BIGINT NOT NULL,
    revoked BIGINT
);
CREATE UNIQUE INDEX tokens_live_name ON tokens(team, name) WHERE revoked IS NULL;
-- Procedures and recordings, as the export format writes them (JSON text), each with its
-- version (compared on write: If-Match) and the team's counter at its last change (the feed).
CREATE TABLE items (
    team TEXT NOT NULL REFERENCES teams(name),
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    version BIGINT NOT NULL,
    seq BIGINT NOT NULL,
    body TEXT NOT NULL,
    updated BIGINT NOT NULL,
    updated_by TEXT NOT NULL,
    PRIMARY KEY (team, kind, id)
);
CREATE INDEX items_feed ON items(team, seq);
-- Every outcome reported, by whom: the procedures' confidence comes from all of them, and
-- per-member figures are read from here.
CREATE TABLE outcomes (
    team TEXT NOT NULL REFERENCES teams(name),
    procedure_id TEXT NOT NULL,
    member TEXT NOT NULL,
    success BOOLEAN NOT NULL,
    failed_step TEXT,
    at BIGINT NOT NULL
);
CREATE INDEX outcomes_member ON outcomes(team, member);
