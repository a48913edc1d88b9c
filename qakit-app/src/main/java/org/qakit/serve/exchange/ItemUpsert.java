package org.qakit.serve.exchange;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.qakit.model.Passage;
import org.qakit.serve.auth.Account;
import org.qakit.serve.project.Project;
import org.qakit.serve.record.Finding;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordItems;
import org.qakit.serve.record.RecordKeys;
import org.qakit.serve.record.RecordValidator;
import org.qakit.serve.record.Records;
import org.qakit.serve.record.StoredRecord;
import org.qakit.serve.store.Database;

/**
 * One imported item or record, matched to the project's records by its item id ({@link
 * RecordKeys}), so that importing a file twice changes nothing. No record with that item id: the
 * item is added. A record with it: when the file holds what the record holds, nothing happens;
 * otherwise the record is saved again with the file's content, a new version in its history (by
 * the importing account), never a new record.
 *
 * <p>A dataset format holds less than a record (no URL, for instance). So an item is compared with
 * the record as that format would write it and read it back ({@link #asFileHoldsIt}); when they
 * differ, the fields the file changed replace the record's and the fields it cannot hold stay as
 * they were ({@link #merge}).
 */
final class ItemUpsert {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** What happened to one item. */
  enum Outcome { ADDED, UPDATED, UNCHANGED }

  /** Stores the audits of a record just added, in its transaction. */
  interface AuditWriter {
    void write(java.sql.Connection c, long recordId) throws java.sql.SQLException;
  }

  private final Database db;
  private final Records records;
  private final RecordValidator validator;

  ItemUpsert(Database db, Records records, RecordValidator validator) {
    this.db = db;
    this.records = records;
    this.validator = validator;
  }

  int errors(Project p, RecordBody body) {
    return (int) validator.validate(p, body).stream().filter(Finding::isError).count();
  }

  /**
   * A record as another project had it ({@code qakit-serve}, or a {@code qakit-jsonl} line of
   * details; {@code restored} maps its people, asked only when it is added) that should now read
   * {@code target}: added with its history, times and audits (and,
   * when {@code target} is not its last body, one more version by {@code by}); or, when the
   * project has a record of {@code itemId} already, saved as a new version when its body is not
   * {@code target}.
   *
   * @throws org.qakit.serve.project.QuotaFull when its creator's quota of its question type is full
   */
  Put restore(Project p, String itemId, Supplier<Records.Restored> restored, RecordBody target, Account by, AuditWriter audits) {
    Optional<StoredRecord> existing = existing(p, itemId);
    if (existing.isPresent()) {
      return saveIfChanged(p, existing.get(), target, by);
    }
    Records.Restored r = restored.get();
    long id = db.transaction(c -> {
      long added = Records.restore(c, p.id(), r, itemId);
      audits.write(c, added);
      return added;
    });
    if (target.equals(r.body())) {
      return new Put(Outcome.ADDED, r.errors());
    }
    int errors = errors(p, target);
    records.update(p.id(), id, r.history().size(), target, errors, by);
    return new Put(Outcome.ADDED, errors);
  }

  /**
   * What a record restored with body {@code restored} should read when the file's item says
   * {@code item}: the restored body when the item is what it exports as, else the item's fields
   * merged in ({@link #merge}).
   */
  static RecordBody target(Project p, String itemId, RecordBody restored, RecordBody item) {
    RecordBody seen = asFileHoldsIt(p, itemId, restored);
    return seen.equals(item) ? restored : merge(restored, seen, item);
  }

  /**
   * An item of a dataset file as {@code body} ({@link RecordItems#toBody}): added as a new record
   * of item id {@code itemId} (null: {@code r<id>}), or merged into the record that has it.
   *
   * @throws org.qakit.serve.project.QuotaFull when the importer's quota of its question type is full
   */
  Put put(Project p, String itemId, RecordBody body, Account by) {
    Optional<StoredRecord> existing = itemId == null ? Optional.empty() : existing(p, itemId);
    if (existing.isEmpty()) {
      int errors = errors(p, body);
      records.create(p.id(), body, errors, by, itemId);
      return new Put(Outcome.ADDED, errors);
    }
    return saveIfChanged(p, existing.get(), target(p, itemId, existing.get().body(), body), by);
  }

  /** What {@link #put} did, and the error count of the record as it now is. */
  record Put(Outcome outcome, int errors) {}

  private Optional<StoredRecord> existing(Project p, String itemId) {
    return db.read(c -> RecordKeys.find(c, p.id(), itemId)).flatMap(k -> records.find(p.id(), k.recordId()));
  }

  private Put saveIfChanged(Project p, StoredRecord r, RecordBody body, Account by) {
    if (r.body().equals(body)) {
      return new Put(Outcome.UNCHANGED, r.errors());
    }
    int errors = errors(p, body);
    records.update(p.id(), r.id(), r.version(), body, errors, by);
    return new Put(Outcome.UPDATED, errors);
  }

  /** {@code b} as a dataset file holds it: the record's item, read back as an import reads it. */
  static RecordBody asFileHoldsIt(Project p, String itemId, RecordBody b) {
    String group = RecordItems.group(b);
    Map<String, Passage> passages = new HashMap<>();
    RecordItems.sourcePassage(b, group).ifPresent(x -> passages.put(x.id(), x));
    return RecordItems.toBody(RecordItems.toItem(p.kind(), itemId, b, group), passages);
  }

  /**
   * The record after an import of {@code incoming}: each field the file changed ({@code incoming}
   * differs from {@code seen}, the record as the file would hold it) is taken from the file, every
   * other field kept from {@code was}, so what a format cannot hold (a URL) is not lost.
   */
  static RecordBody merge(RecordBody was, RecordBody seen, RecordBody incoming) {
    try {
      var out = (ObjectNode) JSON.readTree(was.toJson());
      JsonNode s = JSON.readTree(seen.toJson());
      JsonNode in = JSON.readTree(incoming.toJson());
      in.fieldNames().forEachRemaining(f -> {
        if (!in.get(f).equals(s.get(f))) {
          out.set(f, in.get(f));
        }
      });
      return RecordBody.fromJson(JSON.writeValueAsString(out));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a record body that is not JSON: " + e.getOriginalMessage(), e);
    }
  }
}
