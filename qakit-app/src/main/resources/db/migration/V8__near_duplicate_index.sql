-- qakit serve: what a record page needs to list its project's near-duplicates without reading
-- every record of the project. Each record's question as its set of content words
-- (org.qakit.text.Words#content): the set's size and the word scheme it was made with in
-- near_duplicate_sets, one row per word in near_duplicate_words, looked up by (project, word).
-- Written in the transaction that saves the record (NearDuplicateIndex); records saved before this
-- migration, or under another word scheme, are indexed when a server starts.

CREATE TABLE near_duplicate_sets (
  record_id BIGINT PRIMARY KEY REFERENCES records(id) ON DELETE CASCADE,
  project_id BIGINT NOT NULL,
  words INT NOT NULL,
  scheme INT NOT NULL
);

CREATE TABLE near_duplicate_words (
  project_id BIGINT NOT NULL,
  word VARCHAR(80) NOT NULL,
  record_id BIGINT NOT NULL REFERENCES near_duplicate_sets(record_id) ON DELETE CASCADE,
  PRIMARY KEY (project_id, word, record_id)
);
CREATE INDEX near_duplicate_words_by_record ON near_duplicate_words(record_id);

-- The record list's columns of each record, apart from its body. H2 keeps a row whole (the body of
-- 100 KB with the rest), so a page of 50 records read from `records` decoded 50 bodies it never
-- showed; this narrow copy is written in the save's transaction (Records) and read by the list.
CREATE TABLE record_summaries (
  record_id BIGINT PRIMARY KEY REFERENCES records(id) ON DELETE CASCADE,
  project_id BIGINT NOT NULL,
  question VARCHAR(4000) NOT NULL,
  question_type VARCHAR(64) NOT NULL,
  version INT NOT NULL,
  errors INT NOT NULL,
  updated_by BIGINT,
  updated_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX record_summaries_by_project ON record_summaries(project_id, record_id);
INSERT INTO record_summaries(record_id, project_id, question, question_type, version, errors, updated_by, updated_at)
  SELECT id, project_id, question, question_type, version, errors, updated_by, updated_at FROM records;
