package org.qakit.serve.project;

import java.time.Instant;
import org.qakit.serve.auth.Account;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.InputLimits;
import org.qakit.serve.store.Sql;

/**
 * The guidelines of each project in the database (table {@code project_guidelines}, migration V9):
 * one row per project that has any; saving empty text removes it.
 */
public final class ProjectGuidelines {
  private final Database db;

  public ProjectGuidelines(Database db) {
    this.db = db;
  }

  /** The guidelines of project {@code projectId}; {@link Guidelines#NONE} when it has none. */
  public Guidelines of(long projectId) {
    return db.read(c -> Sql.one(c, "SELECT text, format FROM project_guidelines WHERE project_id = ?",
        rs -> new Guidelines(rs.getString(1), "markdown".equals(rs.getString(2))), projectId)).orElse(Guidelines.NONE);
  }

  /**
   * Sets the guidelines of project {@code projectId}, written by {@code by}.
   *
   * @throws IllegalArgumentException when the text is longer than {@link InputLimits#GUIDELINES} or holds a NUL
   */
  public void set(long projectId, Guidelines g, Account by) {
    String tooLong = InputLimits.tooLong("the text of the guidelines", g.text(), InputLimits.GUIDELINES);
    if (tooLong != null) {
      throw new IllegalArgumentException(tooLong);
    }
    if (g.text().indexOf('\0') >= 0) {
      throw new IllegalArgumentException("the guidelines hold a NUL character, which cannot be stored");
    }
    db.transaction(c -> {
      Sql.update(c, "DELETE FROM project_guidelines WHERE project_id = ?", projectId);
      if (!g.isEmpty()) {
        Sql.update(c, "INSERT INTO project_guidelines(project_id, format, text, updated_by, updated_at) VALUES (?, ?, ?, ?, ?)",
            projectId, g.format(), g.text(), by.id(), Instant.now());
      }
      return null;
    });
  }
}
