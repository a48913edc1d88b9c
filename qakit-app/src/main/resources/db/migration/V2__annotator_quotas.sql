-- qakit serve: who created each record (the first history entry says so for existing records), and
-- quotas per question type assigned to one annotator of a project.

ALTER TABLE records ADD COLUMN created_by BIGINT;
UPDATE records SET created_by = (SELECT h.changed_by FROM record_history h WHERE h.record_id = records.id AND h.version = 1);
CREATE INDEX records_by_creator ON records(project_id, created_by, question_type);

CREATE TABLE annotator_quotas (
  project_id BIGINT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  question_type VARCHAR(64) NOT NULL,
  target INT NOT NULL,
  PRIMARY KEY (project_id, account_id, question_type)
);
