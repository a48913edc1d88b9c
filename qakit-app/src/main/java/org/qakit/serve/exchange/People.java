package org.qakit.serve.exchange;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.qakit.serve.audit.Audit;
import org.qakit.serve.audit.Audits;
import org.qakit.serve.auth.Account;
import org.qakit.serve.exchange.ProjectArchive.Entry;
import org.qakit.serve.exchange.ProjectArchive.Rating;
import org.qakit.serve.exchange.ProjectArchive.Save;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.Records;

/**
 * The people an imported file names (creators, savers, uploaders, auditors), matched to this
 * server's accounts by user name. A creator, saver or uploader with no account here becomes the
 * importing account and is counted; an audit by an auditor with no account here is not restored
 * and is counted; {@link #notes} says so in the import's result.
 */
final class People {
  private final Map<String, Account> accounts = new HashMap<>();
  private final Account by;
  private final Set<String> named = new TreeSet<>();
  private int reattributed;
  private int auditsLeftOut;

  People(List<Account> all, Account by) {
    all.forEach(a -> accounts.put(a.username(), a));
    this.by = by;
  }

  /** This server's id of the account named {@code name}; the importer's (counted) when there is none. */
  long id(String name) {
    if (name != null) {
      named.add(name);
    }
    Account a = name == null ? null : accounts.get(name);
    if (a == null) {
      reattributed++;
      return by.id();
    }
    return a.id();
  }

  /** {@code e} as this server restores it, with {@code bodies} (its history's, oldest first, diagrams remapped) and {@code errors}. */
  Records.Restored restored(Entry e, List<RecordBody> bodies, int errors) {
    var history = new ArrayList<Records.Restored.Save>();
    for (int i = 0; i < bodies.size(); i++) {
      Save s = e.history().get(i);
      history.add(new Records.Restored.Save(bodies.get(i), id(s.changedBy()), ProjectArchive.instant(s.changedAt(), "changedAt")));
    }
    return new Records.Restored(errors, id(e.createdBy()), id(e.updatedBy()), ProjectArchive.instant(e.updatedAt(), "updatedAt"), history);
  }

  /** Stores the ratings of record {@code recordId} whose auditor has an account here, in the caller's transaction. */
  void restoreAudits(Connection c, long recordId, List<Rating> ratings) throws SQLException {
    for (Rating r : ratings) {
      named.add(r.auditor());
      Account auditor = accounts.get(r.auditor());
      if (auditor == null) {
        auditsLeftOut++;
        continue;
      }
      Audits.restore(c, recordId, auditor.id(), new Audit(recordId, r.auditor(), r.sufficiency(), r.fairness(), r.objectiveness(), r.comment(),
          ProjectArchive.instant(r.ratedAt(), "ratedAt")));
    }
  }

  /** What could not be mapped, as notes for the result; empty when everyone had an account. */
  List<String> notes() {
    var missing = new TreeSet<>(named);
    missing.removeAll(accounts.keySet());
    if (missing.isEmpty() || reattributed + auditsLeftOut == 0) {
      return List.of();
    }
    return List.of("no account here for " + String.join(", ", missing) + ": " + reattributed + " of their places as creator, saver or"
        + " uploader given to " + by.username() + ", " + auditsLeftOut + " of their audits not restored");
  }
}
