package org.qakit.format;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.qakit.dataset.Dataset;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.model.Triple;

/**
 * Collects what one file yields and applies the strict/lenient rule in one place: a record whose
 * mapping throws {@link IllegalArgumentException} stops the read with {@code file:line: message},
 * or, when lenient, is skipped and counted. Item ids must be unique within the file; any other
 * exception a mapping throws is reported with the record's location too, never as a bare trace.
 */
public final class ReadSession {
  private final Path file;
  private final ReadOptions options;
  private final List<Item> items = new ArrayList<>();
  private final List<Passage> passages = new ArrayList<>();
  private final List<Triple> triples = new ArrayList<>();
  private final List<Problem> skipped = new ArrayList<>();
  private final List<Problem> notes = new ArrayList<>();
  private final Map<String, Long> idLines = new HashMap<>();
  private final java.util.Set<String> unreadFields = new java.util.HashSet<>();
  private String formatHint = "format's";

  public ReadSession(Path file, ReadOptions options) {
    this.file = file;
    this.options = options;
  }

  /** Names the layout in notes, e.g. "ARC". */
  public ReadSession layout(String name) {
    this.formatHint = name;
    return this;
  }

  public Path file() {
    return file;
  }

  public ReadOptions options() {
    return options;
  }

  /** Maps the record starting at {@code line} to zero or more items; bad records follow the rule. */
  public void items(long line, Supplier<? extends List<? extends Item>> mapping) {
    List<? extends Item> mapped = guarded(line, mapping);
    if (mapped != null) {
      for (Item item : mapped) {
        if (unique(line, item)) {
          items.add(item);
        }
      }
    }
  }

  /** Maps the record starting at {@code line} to one item. */
  public void item(long line, Supplier<? extends Item> mapping) {
    Item mapped = guarded(line, mapping);
    if (mapped != null && unique(line, mapped)) {
      items.add(mapped);
    }
  }

  /** Maps the record starting at {@code line} to one passage. */
  public void passage(long line, Supplier<Passage> mapping) {
    Passage mapped = guarded(line, mapping);
    if (mapped != null) {
      passages.add(mapped);
    }
  }

  /** Maps the record starting at {@code line} to one knowledge-base triple. */
  public void triple(long line, Supplier<Triple> mapping) {
    Triple mapped = guarded(line, mapping);
    if (mapped != null) {
      triples.add(mapped);
    }
  }

  /** Records that the reader normalised something at {@code line}; printed as a note, never fatal. */
  public void note(long line, String message) {
    notes.add(new Problem(file.toString(), line, message));
  }

  /**
   * Notes, once per field name and file, the fields of a JSON record that the format does not
   * read, so that a file of another format read by mistake does not pass in silence.
   */
  public void noteUnreadFields(long line, com.fasterxml.jackson.databind.JsonNode record, java.util.Set<String> read) {
    record.fieldNames().forEachRemaining(
        name -> {
          if (!read.contains(name) && unreadFields.add(name)) {
            note(line, "field '" + name + "' is not part of the " + formatHint + " layout and was not read");
          }
        });
  }

  /** Reports a bad record found outside a mapping (e.g. a line that cannot be parsed). */
  public void problem(long line, String message) {
    problem(file, line, message);
  }

  /**
   * Reports a bad record whose fault lies in {@code otherFile}, for formats that are folders of
   * files (a SQAD record is a folder of eight): the message names the file at fault, not the folder.
   */
  public void problem(Path otherFile, long line, String message) {
    record(new Problem(otherFile.toString(), line, message));
  }

  /** A problem of the file as a whole that no lenient mode can skip (e.g. broken JSON structure). */
  public FormatException fatal(long line, String message) {
    return new FormatException(new Problem(file.toString(), line, message));
  }

  private <T> T guarded(long line, Supplier<T> mapping) {
    try {
      return mapping.get();
    } catch (FormatException e) {
      record(e.problem());
    } catch (IllegalArgumentException | UncheckedIOException e) {
      problem(line, e.getMessage());
    } catch (RuntimeException e) {
      problem(line, "could not read this record (" + e + "); this is a qakit bug, please report it");
    }
    return null;
  }

  private void record(Problem p) {
    if (!options.lenient()) {
      throw new FormatException(p);
    }
    skipped.add(p);
  }

  private boolean unique(long line, Item item) {
    Long first = idLines.putIfAbsent(item.id(), line);
    if (first == null) {
      if (options.locations() != null) {
        options.locations().record(file.toString(), item.id(), line);
      }
      return true;
    }
    problem(line, "expected a new item id, found '" + item.id() + "' again (first at line " + first + ")");
    return false;
  }

  public int itemCount() {
    return items.size();
  }

  public Dataset finish() {
    return new Dataset(items, passages, triples, skipped, notes);
  }
}
