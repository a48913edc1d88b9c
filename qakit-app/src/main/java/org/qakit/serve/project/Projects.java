package org.qakit.serve.project;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;
import org.qakit.text.Language;

/**
 * Projects in the database with their quotas and assignments. {@link #visible} is the one access
 * rule: an admin sees every project, anyone else only the projects assigned to them.
 */
public final class Projects {
  private final Database db;

  public Projects(Database db) {
    this.db = db;
  }

  public Project create(String name, ProjectKind kind, Language language, Map<String, Integer> quotas) {
    if (name == null || name.isBlank() || name.length() > 200) {
      throw new IllegalArgumentException("a project needs a name of 1 to 200 characters");
    }
    if (quotas.isEmpty()) {
      throw new IllegalArgumentException("a project needs at least one question type with a quota");
    }
    return db.transaction(c -> {
      long id = Sql.insert(c, "INSERT INTO projects(name, kind, language, created_at) VALUES (?, ?, ?, ?)",
          name.strip(), kind.id(), language.code(), Instant.now());
      for (var q : quotas.entrySet()) {
        Sql.update(c, "INSERT INTO quotas(project_id, question_type, target) VALUES (?, ?, ?)", id, q.getKey(), q.getValue());
      }
      return new Project(id, name.strip(), kind, language, quotas);
    });
  }

  /** The project with this id if {@code account} may see it; empty for one that does not exist or is not theirs. */
  public Optional<Project> visible(Account account, long id) {
    return db.read(c -> visible(c, account, id));
  }

  /** As {@link #visible(Account, long)}, on {@code c}. */
  public static Optional<Project> visible(Connection c, Account account, long id) throws SQLException {
    if (!account.is(Role.ADMIN) && Sql.one(c, "SELECT 1 FROM assignments WHERE project_id = ? AND account_id = ?",
        rs -> 1, id, account.id()).isEmpty()) {
      return Optional.empty();
    }
    return load(c, id);
  }

  /** The projects {@code account} may see, by id. */
  public List<Project> visibleTo(Account account) {
    return db.transaction(c -> {
      List<Long> ids = account.is(Role.ADMIN)
          ? Sql.list(c, "SELECT id FROM projects ORDER BY id", rs -> rs.getLong(1))
          : Sql.list(c, "SELECT project_id FROM assignments WHERE account_id = ? ORDER BY project_id", rs -> rs.getLong(1), account.id());
      var out = new java.util.ArrayList<Project>();
      for (long id : ids) {
        load(c, id).ifPresent(out::add);
      }
      return out;
    });
  }

  /** Assigns a project to an account (again: no change). */
  public void assign(long projectId, long accountId) {
    db.transaction(c -> {
      if (Sql.one(c, "SELECT 1 FROM assignments WHERE project_id = ? AND account_id = ?", rs -> 1, projectId, accountId).isEmpty()) {
        Sql.update(c, "INSERT INTO assignments(project_id, account_id) VALUES (?, ?)", projectId, accountId);
      }
      return null;
    });
  }

  /** The accounts assigned to a project. */
  public List<Account> assigned(long projectId) {
    return db.read(c -> assigned(c, projectId));
  }

  /** As {@link #assigned(long)}, on {@code c}. */
  public static List<Account> assigned(Connection c, long projectId) throws SQLException {
    return Sql.list(c, "SELECT a.id, a.username, a.role FROM assignments s JOIN accounts a ON a.id = s.account_id"
        + " WHERE s.project_id = ? ORDER BY a.username", rs -> accountOf(rs), projectId);
  }

  /** Per quota type: the target and how many records of that type the project has. */
  public List<QuotaLeft> quotaLeft(Project project) {
    return quotaLeft(project, db.read(c -> madeByType(c, project.id())));
  }

  /** Per quota type of {@code project}: the target and the records made of that type, from {@link #madeByType}. */
  public static List<QuotaLeft> quotaLeft(Project project, Map<String, Integer> made) {
    return project.quotas().entrySet().stream()
        .map(e -> new QuotaLeft(e.getKey(), e.getValue(), made.getOrDefault(e.getKey(), 0))).toList();
  }

  /**
   * How many records of each question type a project has (types with none left out); their sum is
   * the project's record count. One index-only scan of {@code records_by_type}.
   */
  public static Map<String, Integer> madeByType(Connection c, long projectId) throws SQLException {
    var m = new LinkedHashMap<String, Integer>();
    for (var row : Sql.list(c, "SELECT question_type, COUNT(*) FROM records WHERE project_id = ? GROUP BY question_type",
        rs -> Map.entry(rs.getString(1), rs.getInt(2)), projectId)) {
      m.put(row.getKey(), row.getValue());
    }
    return m;
  }

  /**
   * Gives an account assigned to the project (an annotator or an admin) a quota of {@code target}
   * records of question type {@code type}; 0 removes it. The type must be one of the project's, the
   * target at most the project's target for it.
   */
  public void setAnnotatorQuota(Project project, long accountId, String type, int target) {
    Integer projectTarget = project.quotas().get(type);
    if (projectTarget == null) {
      throw new IllegalArgumentException("question type '" + type + "' is not one of this project's: " + String.join(", ", project.quotas().keySet()));
    }
    if (target < 0 || target > projectTarget) {
      throw new IllegalArgumentException("a quota of " + type + " is 0 (none) to the project's " + projectTarget + ", found " + target);
    }
    db.transaction(c -> {
      var role = Sql.one(c, "SELECT a.role FROM assignments s JOIN accounts a ON a.id = s.account_id WHERE s.project_id = ? AND s.account_id = ?",
          rs -> Role.of(rs.getString(1)), project.id(), accountId);
      if (role.isEmpty()) {
        throw new IllegalArgumentException("assign the account to the project before giving it a quota");
      }
      if (role.get() == Role.AUDITOR) {
        throw new IllegalArgumentException("an auditor writes no records: no quota");
      }
      Sql.update(c, "DELETE FROM annotator_quotas WHERE project_id = ? AND account_id = ? AND question_type = ?", project.id(), accountId, type);
      if (target > 0) {
        Sql.update(c, "INSERT INTO annotator_quotas(project_id, account_id, question_type, target) VALUES (?, ?, ?, ?)",
            project.id(), accountId, type, target);
      }
      return null;
    });
  }

  /** Per account with a quota in the project, by user name: each quota with the records of its type the account created that no audit excluded. */
  public List<AnnotatorQuota> annotatorQuotaLeft(Project project) {
    return db.read(c -> annotatorQuotaLeft(c, project));
  }

  /** As {@link #annotatorQuotaLeft(Project)}, on {@code c}. */
  public static List<AnnotatorQuota> annotatorQuotaLeft(Connection c, Project project) throws SQLException {
    record Row(long account, String username, QuotaLeft left) {}
    List<Row> rows = Sql.list(c, "SELECT q.account_id, a.username, q.question_type, q.target,"
        + " (SELECT COUNT(*) FROM records r WHERE r.project_id = q.project_id AND r.created_by = q.account_id"
        + " AND r.question_type = q.question_type AND NOT " + org.qakit.serve.audit.Audit.excludesSql("r.id") + ") AS made"
        + " FROM annotator_quotas q JOIN accounts a ON a.id = q.account_id WHERE q.project_id = ? ORDER BY a.username, q.question_type",
        rs -> new Row(rs.getLong(1), rs.getString(2), new QuotaLeft(rs.getString(3), rs.getInt(4), rs.getInt(5))), project.id());
    var out = new java.util.ArrayList<AnnotatorQuota>();
    for (int i = 0; i < rows.size(); ) {
      int j = i;
      var lines = new java.util.ArrayList<QuotaLeft>();
      while (j < rows.size() && rows.get(j).account() == rows.get(i).account()) {
        lines.add(rows.get(j++).left());
      }
      out.add(new AnnotatorQuota(rows.get(i).account(), rows.get(i).username(), lines));
      i = j;
    }
    return out;
  }

  private static Account accountOf(java.sql.ResultSet rs) throws SQLException {
    return new Account(rs.getLong("id"), rs.getString("username"), Role.of(rs.getString("role")));
  }

  private static Optional<Project> load(Connection c, long id) throws SQLException {
    var quotas = new LinkedHashMap<String, Integer>();
    for (var q : Sql.list(c, "SELECT question_type, target FROM quotas WHERE project_id = ? ORDER BY question_type",
        rs -> Map.entry(rs.getString(1), rs.getInt(2)), id)) {
      quotas.put(q.getKey(), q.getValue());
    }
    return Sql.one(c, "SELECT id, name, kind, language FROM projects WHERE id = ?", rs -> new Project(rs.getLong("id"),
        rs.getString("name"), ProjectKind.of(rs.getString("kind")), Language.of(rs.getString("language")), quotas), id);
  }
}
