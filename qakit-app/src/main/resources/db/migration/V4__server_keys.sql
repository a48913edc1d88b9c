-- qakit serve: secrets the server keeps, one per name: 'sign-in-csrf' signs the CSRF cookie of
-- visitors who are not signed in (they store no session row). Every server on one database reads
-- the same key, so a sign-in form served by one is accepted by another.

CREATE TABLE server_keys (
  name VARCHAR(64) PRIMARY KEY,
  secret VARCHAR(128) NOT NULL,
  created_at TIMESTAMP WITH TIME ZONE NOT NULL
);
