-- qakit serve: a project's guidelines for its annotators, set by an admin and shown on the record
-- form (ProjectGuidelines). One row per project that has any; format is 'markdown' or 'plain'.

CREATE TABLE project_guidelines (
  project_id BIGINT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  format VARCHAR(16) NOT NULL,
  text VARCHAR(100000) NOT NULL,
  updated_by BIGINT REFERENCES accounts(id),
  updated_at TIMESTAMP WITH TIME ZONE NOT NULL
);
