-- qakit serve, issue 20: per-project record numbers and the item id a record is matched by on import.
--
-- project_number: the id people see (#1, #2, ... within a project), handed out in the save's
-- transaction under a lock of the project row; the global records.id stays the internal id (and
-- the one in addresses, so links made before still open the same record).
-- item_id: the id of the record's item in exports (qakit-jsonl, qakit-serve) and what an import
-- matches: a record made here is r<records.id>; an imported one keeps its item's id, so importing
-- the same file twice adds nothing. Both are unique within a project.
CREATE TABLE record_keys (
  record_id BIGINT PRIMARY KEY REFERENCES records(id) ON DELETE CASCADE,
  project_id BIGINT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  project_number INT NOT NULL,
  item_id VARCHAR(200) NOT NULL,
  CONSTRAINT record_keys_number UNIQUE (project_id, project_number),
  CONSTRAINT record_keys_item UNIQUE (project_id, item_id)
);
INSERT INTO record_keys(record_id, project_id, project_number, item_id)
  SELECT id, project_id, CAST(ROW_NUMBER() OVER (PARTITION BY project_id ORDER BY id) AS INT), CONCAT('r', CAST(id AS VARCHAR(20)))
  FROM records;
