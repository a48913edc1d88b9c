package org.qakit.serve.exchange;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.QuotaLeft;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * The counts of one import as it runs, and the {@link Importer.Result} they make: records added,
 * updated (a new version), unchanged, with errors; items of another kind; items beyond the
 * importer's own quota, per question type; and, once done, the question types whose project quota
 * the project's records now exceed.
 *
 * <p>The rule for project quotas: an import adds every item (only an annotator's own quota stops
 * one, as it stops a save), and the result names each question type the import added to or changed
 * whose records now number more than its target ({@code over the project's quota: DATETIME 12 of
 * 10}). So a file is never half refused for a count, and the admin sees what to trim.
 */
final class ImportTally {
  int added;
  int updated;
  int unchanged;
  int withErrors;
  int otherKind;
  private final Map<String, Integer> overOwnQuota = new TreeMap<>();
  private final Set<String> touched = new TreeSet<>();

  /** Counts {@code outcome} of an item of question type {@code type} whose saved body has {@code errors} errors. */
  void count(ItemUpsert.Outcome outcome, String type, int errors) {
    switch (outcome) {
      case ADDED -> added++;
      case UPDATED -> updated++;
      case UNCHANGED -> unchanged++;
    }
    if (outcome != ItemUpsert.Outcome.UNCHANGED) {
      touched.add(type);
      withErrors += errors > 0 ? 1 : 0;
    }
  }

  /** Counts an item not added because its creator's own quota of {@code type} is full. */
  void overOwnQuota(String type) {
    overOwnQuota.merge(type, 1, Integer::sum);
  }

  /** The result, with the project quotas the import went past (read now) and {@code notes}. */
  Importer.Result result(Database db, Project p, List<String> notes) {
    var over = new ArrayList<QuotaLeft>();
    if (!touched.isEmpty()) {
      Map<String, Integer> made = new TreeMap<>();
      db.read(c -> Sql.list(c, "SELECT question_type, COUNT(*) FROM records WHERE project_id = ? GROUP BY question_type",
          rs -> made.put(rs.getString(1), rs.getInt(2)), p.id()));
      p.quotas().forEach((type, target) -> {
        int n = made.getOrDefault(type, 0);
        if (touched.contains(type) && target > 0 && n > target) {
          over.add(new QuotaLeft(type, target, n));
        }
      });
    }
    return new Importer.Result(added, updated, unchanged, withErrors, otherKind, overOwnQuota, over, notes);
  }
}
