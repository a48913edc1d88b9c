package org.qakit.serve.overview;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.qakit.serve.ab.AbResult;
import org.qakit.serve.ab.AbTests;
import org.qakit.serve.audit.AuditSummary;
import org.qakit.serve.audit.Audits;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Accounts;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.AnnotatorQuota;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.Projects;
import org.qakit.serve.project.QuotaLeft;
import org.qakit.serve.record.RecordPage;
import org.qakit.serve.record.RecordState;
import org.qakit.serve.record.Records;
import org.qakit.serve.store.Database;

/**
 * Everything a project's overview page shows, read in one read-only transaction on one connection
 * ({@link Database#read}): the project (if the account may see it), what is left per quota type
 * and per annotator, one page of the record list, the audit progress with the records it
 * excludes, the people assigned, the A/B test's result and, for an admin only, the accounts to
 * assign. Ten queries (the assignment check, quotas, project, counts per type, annotator quotas,
 * the page, audit counts, records per creator, the people, the A/B result; an admin's skip the
 * assignment check and read all accounts); the
 * quotas count no record an audit excluded; the record count is
 * the sum of the counts per type, and the page's rows are read from {@code record_summaries}
 * (no record body is read).
 *
 * @param excluded ids of the project's records that an audit excludes
 * @param accounts every account, for an admin's assignment form; empty for anyone else
 * @param ab the project's A/B test so far
 */
public record ProjectOverview(Project project, List<QuotaLeft> quotas, List<AnnotatorQuota> annotatorQuotas, RecordPage records,
    Set<Long> excluded, AuditSummary audit, List<Account> assigned, List<Account> accounts, AbResult ab) {

  /** The overview of project {@code projectId} at record page {@code page} for {@code me}; empty when {@code me} may not see it. */
  public static Optional<ProjectOverview> read(Database db, Account me, long projectId, int page) {
    return db.read(c -> {
      Optional<Project> found = Projects.visible(c, me, projectId);
      if (found.isEmpty()) {
        return Optional.empty();
      }
      Project p = found.get();
      Map<String, Integer> made = Projects.madeByType(c, p.id());
      int total = made.values().stream().mapToInt(Integer::intValue).sum();
      var annotators = Projects.annotatorQuotaLeft(c, p);
      RecordPage records = Records.page(c, p.id(), page, RecordPage.SIZE, total);
      Audits.Counted audits = Audits.counted(c, p.id(), total);
      var counting = new java.util.HashMap<>(made); // an excluded record does not count toward a quota (RecordState)
      audits.summary().excludedByType().forEach((type, n) -> counting.merge(type, -n, Integer::sum));
      return Optional.of(new ProjectOverview(p, Projects.quotaLeft(p, counting), annotators, records, audits.excluded(), audits.summary(),
          Projects.assigned(c, p.id()), me.is(Role.ADMIN) ? Accounts.all(c) : List.of(), AbTests.result(c, p.id())));
    });
  }

  /** The state of each record of the page, by id ({@link RecordState}: the words every page uses). */
  public Map<Long, RecordState> states() {
    var out = new java.util.HashMap<Long, RecordState>();
    records.rows().forEach(r -> out.put(r.id(), RecordState.of(r.errors(), excluded.contains(r.id()))));
    return out;
  }

  /** The template model: one entry per component, under the names {@code project.peb} uses. */
  public Map<String, Object> model() {
    return Map.of("project", project, "quotas", quotas, "annotatorQuotas", annotatorQuotas, "records", records, "excluded", excluded,
        "audit", audit, "assigned", assigned, "accounts", accounts, "states", states(), "ab", ab);
  }
}
