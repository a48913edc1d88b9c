package org.qakit.check;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.format.ItemLocations;
import org.qakit.io.AtomicFile;

/**
 * The changes a fix made, in order; written as JSON Lines (one {@link Change} a line, keys {@code
 * check, record, where, field, before, after, description}) through {@link AtomicFile}.
 */
public final class ChangeLog {
  private final List<Change> changes = new ArrayList<>();
  private final ItemLocations locations;
  private String check = "";

  /** @param locations where the records start, for the {@code where} of each change (may be empty) */
  public ChangeLog(ItemLocations locations) {
    this.locations = locations == null ? new ItemLocations() : locations;
  }

  /** Names the check whose fixer runs next. */
  ChangeLog by(String checkId) {
    this.check = checkId;
    return this;
  }

  /** A field of item {@code itemId} (or of a passage, itemId null and record {@code passage:<id>}) changed. */
  public void field(String record, String itemId, String field, String before, String after, String description) {
    add(new Change(check, record, where(itemId), field, before, after, description));
  }

  /** A change that is not to one text field (a candidate dropped, a record left out). */
  public void record(String record, String where, String description) {
    add(new Change(check, record, where == null ? where(record) : where, null, null, null, description));
  }

  void add(Change change) {
    changes.add(change);
  }

  public List<Change> changes() {
    return List.copyOf(changes);
  }

  public void write(Path target) throws IOException {
    var mapper = new ObjectMapper();
    AtomicFile.write(target, out -> {
      for (Change c : changes) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("check", c.check());
        line.put("record", c.record());
        line.put("where", c.where());
        line.put("field", c.field());
        line.put("before", c.before());
        line.put("after", c.after());
        line.put("description", c.description());
        out.write(mapper.writeValueAsString(line));
        out.write('\n');
      }
    });
  }

  private String where(String itemId) {
    ItemLocations.Location at = itemId == null ? null : locations.of(itemId);
    return at == null ? "" : at.toString();
  }
}
