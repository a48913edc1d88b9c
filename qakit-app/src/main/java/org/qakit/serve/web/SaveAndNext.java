package org.qakit.serve.web;

import org.qakit.serve.Services;
import org.qakit.serve.project.Project;
import org.qakit.serve.store.Sql;

/**
 * Where <i>Save and next</i> goes after a save: the project's next record that needs a fix (a
 * check error) after the one saved, in id order, so that fixing walks the list forward; when none
 * is left, a new record on the same article ({@code /records/new?after=ID}: its source, title, URL
 * and question type kept, everything else blank), as SQAD's annotators wrote several questions
 * on one article. One index lookup in {@code record_summaries}; no record body is read.
 */
final class SaveAndNext {
  private SaveAndNext() {}

  /** The path to open after record {@code savedId} of project {@code p} was saved. */
  static String after(Services s, Project p, long savedId) {
    long next = s.db().read(c -> Sql.one(c, "SELECT MIN(record_id) FROM record_summaries WHERE project_id = ? AND record_id > ? AND errors > 0",
        rs -> {
          long id = rs.getLong(1);
          return rs.wasNull() ? 0L : id;
        }, p.id(), savedId).orElse(0L));
    return "/projects/" + p.id() + "/records/" + (next == 0 ? "new?after=" + savedId : next);
  }
}
