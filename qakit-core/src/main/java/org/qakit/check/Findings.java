package org.qakit.check;

import java.util.List;
import org.qakit.format.ItemLocations;
import org.qakit.model.Item;

/**
 * Where a check puts what it finds: fills in the check's id and severity and, for an item, the
 * file and line its record starts at (when the reader recorded them). One per check run.
 */
public final class Findings {
  private final Check check;
  private final ItemLocations here;
  private final ItemLocations other;
  private final List<Finding> sink;

  /**
   * @param check the check reporting
   * @param here where the checked items start (may be empty)
   * @param other where the other split's items start (may be empty)
   * @param sink the list findings are added to
   */
  public Findings(Check check, ItemLocations here, ItemLocations other, List<Finding> sink) {
    this.check = check;
    this.here = here == null ? new ItemLocations() : here;
    this.other = other == null ? new ItemLocations() : other;
    this.sink = sink;
  }

  /** A finding about item {@code id}, at its record's location. */
  public void item(String id, String message) {
    item(id, check.severity(), message);
  }

  public void item(Item item, String message) {
    item(item.id(), message);
  }

  /** A finding about item {@code id} at a severity no higher than the check's. */
  public void item(String id, Severity severity, String message) {
    ItemLocations.Location at = here.of(id);
    add(severity, id, at == null ? null : at.file(), at == null ? 0 : at.line(), message);
  }

  /** A finding at a known file and line (0: the whole file), about item {@code id} or none (null). */
  public void at(String id, String file, long line, String message) {
    add(check.severity(), id, file, line, message);
  }

  /** A finding about the dataset as a whole, at a severity no higher than the check's. */
  public void dataset(Severity severity, String message) {
    add(severity, null, null, 0, message);
  }

  /** Where an item of the other split ({@code --against}) starts, for a message; "" when unknown. */
  public String whereOther(Item item) {
    ItemLocations.Location at = other.of(item.id());
    return at == null ? "" : at.toString();
  }

  private void add(Severity severity, String id, String file, long line, String message) {
    if (severity.compareTo(check.severity()) < 0) {
      throw new IllegalArgumentException(
          "check '" + check.id() + "' reports at most " + check.severity().id() + ", found a finding at " + severity.id());
    }
    sink.add(new Finding(check.id(), severity, id, file, line, message));
  }
}
