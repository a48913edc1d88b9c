-- qakit serve, issue 17: input limits and unattached images.
--
-- A record is stored as JSON in records.body and record_history.body. V1 made them VARCHAR(1000000),
-- so a source text near 1,000,000 characters (the form, uploads and fetches allowed 5 MiB) failed in
-- the database. The source text is now limited to 1,000,000 characters everywhere, and these
-- columns hold 10,000,000: the JSON of a record whose every field is at its limit, escapes included
-- (InputLimits.RECORD_JSON; PostgreSQL allows VARCHAR up to 10,485,760, H2 up to 1,000,000,000).
-- Widening a VARCHAR rewrites nothing on PostgreSQL.
ALTER TABLE records ALTER COLUMN body SET DATA TYPE VARCHAR(10000000);
ALTER TABLE record_history ALTER COLUMN body SET DATA TYPE VARCHAR(10000000);

-- An image becomes attached when a saved record refers to it (diagram id "image-ID"); one left
-- unattached for a day (uploaded to a form that was never saved) is deleted (ImagePurge). Images
-- that a record or a saved version refers to already are attached here.
ALTER TABLE diagram_images ADD COLUMN attached BOOLEAN DEFAULT FALSE NOT NULL;
UPDATE diagram_images SET attached = TRUE WHERE EXISTS (
  SELECT 1 FROM records r WHERE r.project_id = diagram_images.project_id
    AND r.body LIKE '%"image-' || CAST(diagram_images.id AS VARCHAR(20)) || '"%')
  OR EXISTS (SELECT 1 FROM record_history h JOIN records r ON r.id = h.record_id WHERE r.project_id = diagram_images.project_id
    AND h.body LIKE '%"image-' || CAST(diagram_images.id AS VARCHAR(20)) || '"%');
CREATE INDEX diagram_images_unattached ON diagram_images(attached, uploaded_at);
