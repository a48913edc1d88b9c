package org.qakit.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.ItemLocations;
import org.qakit.format.ReadOptions;
import org.qakit.format.sqad.SqadRecords;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.Passage;

/**
 * Runs checks on a dataset: reads it leniently (so that every bad record is reported, by {@code
 * record-readable}, instead of the first stopping the run), recording where each item starts, then
 * runs each check selected on what its scope needs. Findings come grouped by check, in registry
 * order, and within a check in input order.
 */
public final class DatasetChecker {
  private DatasetChecker() {}

  /**
   * What to check.
   *
   * @param format the format id
   * @param view the view, or null for the format's default
   * @param paths the dataset's files or folders
   * @param against another split's files or folders, for the split checks; empty for none
   * @param only the ids of the checks to run; empty for all
   */
  public record Spec(String format, String view, List<Path> paths, List<Path> against, List<String> only) {
    public Spec {
      if (paths == null || paths.isEmpty()) {
        throw new IllegalArgumentException("expected at least one dataset path to check");
      }
      paths = List.copyOf(paths);
      against = against == null ? List.of() : List.copyOf(against);
      only = only == null ? List.of() : List.copyOf(only);
    }
  }

  /**
   * What a run found.
   *
   * @param dataset the dataset as read (leniently)
   * @param locations where its items start
   * @param ran the checks that ran, in registry order (a split check needs {@code against}, a SQAD
   *     record check the {@code sqad} format, an item or dataset check an item of its kinds)
   * @param findings every finding, grouped by check in registry order
   */
  public record Report(Dataset dataset, ItemLocations locations, List<Check> ran, List<Finding> findings) {
    public long count(Severity severity) {
      return findings.stream().filter(f -> f.severity() == severity).count();
    }

    public boolean hasErrors() {
      return count(Severity.ERROR) > 0;
    }

    /** The number of findings of each check that ran, in registry order. */
    public Map<String, Integer> counts() {
      Map<String, Integer> counts = new LinkedHashMap<>();
      ran.forEach(c -> counts.put(c.id(), 0));
      findings.forEach(f -> counts.merge(f.check(), 1, Integer::sum));
      return counts;
    }
  }

  public static Report run(Spec spec) throws IOException {
    Format format = Formats.get(spec.format());
    List<Check> selected = spec.only().isEmpty() ? Checks.registry().all() : spec.only().stream().map(Checks::get).toList();
    var locations = new ItemLocations();
    Dataset dataset = read(format, spec.view(), spec.paths(), locations);
    var otherLocations = new ItemLocations();
    List<Item> other = spec.against().isEmpty() ? List.of() : read(format, spec.view(), spec.against(), otherLocations).items();
    Set<ItemKind> kinds = EnumSet.noneOf(ItemKind.class);
    dataset.items().forEach(i -> kinds.add(i.kind()));

    Map<Check, List<Finding>> found = new LinkedHashMap<>();
    List<TextCheck> textChecks = new ArrayList<>();
    List<FileCheck> fileChecks = new ArrayList<>();
    List<SqadRecordCheck> recordChecks = new ArrayList<>();
    for (Check check : selected) {
      boolean runs = switch (check) {
        case ItemCheck c -> c.kinds().stream().anyMatch(kinds::contains);
        case DatasetCheck c -> c.kinds().equals(EnumSet.allOf(ItemKind.class)) || c.kinds().stream().anyMatch(kinds::contains);
        case TextCheck c -> textChecks.add(c);
        case FileCheck c -> fileChecks.add(c);
        case SqadRecordCheck c -> format.id().equals("sqad") && recordChecks.add(c);
        case SplitCheck c -> !spec.against().isEmpty();
      };
      if (runs) {
        found.put(check, new ArrayList<>());
      }
    }
    for (Map.Entry<Check, List<Finding>> e : found.entrySet()) {
      var out = new Findings(e.getKey(), locations, otherLocations, e.getValue());
      switch (e.getKey()) {
        case ItemCheck c -> dataset.items().stream().filter(i -> c.kinds().contains(i.kind())).forEach(i -> c.check(i, out));
        case DatasetCheck c -> c.check(dataset, out);
        case SplitCheck c -> c.check(dataset.items(), other, out);
        case TextCheck c -> { }
        case FileCheck c -> { }
        case SqadRecordCheck c -> { }
      }
    }
    runTextChecks(dataset, textChecks, found, locations);
    for (Path file : files(spec.paths())) {
      RawFile raw = RawFile.scan(file, file.toString());
      fileChecks.forEach(c -> c.check(raw, new Findings(c, locations, otherLocations, found.get(c))));
    }
    if (!recordChecks.isEmpty()) {
      for (Path p : spec.paths()) {
        SqadRecords.forEach(p, r -> recordChecks.forEach(c -> c.check(r, new Findings(c, locations, otherLocations, found.get(c)))));
      }
    }
    List<Finding> all = new ArrayList<>();
    found.values().forEach(all::addAll);
    return new Report(dataset, locations, List.copyOf(found.keySet()), all);
  }

  private static void runTextChecks(Dataset dataset, List<TextCheck> checks, Map<Check, List<Finding>> found, ItemLocations locations) {
    if (checks.isEmpty()) {
      return;
    }
    Map<TextCheck, Findings> sinks = new LinkedHashMap<>();
    checks.forEach(c -> sinks.put(c, new Findings(c, locations, null, found.get(c))));
    for (Item item : dataset.items()) {
      for (TextField f : TextFields.of(item)) {
        sinks.forEach((c, out) -> c.check(f, out));
      }
    }
    for (Passage p : dataset.passages()) {
      for (TextField f : TextFields.of(p)) {
        sinks.forEach((c, out) -> c.check(f, out));
      }
    }
  }

  /** Reads leniently; a read in which every record was rejected is an error (probably the wrong format). */
  static Dataset read(Format format, String view, List<Path> paths, ItemLocations locations) throws IOException {
    Dataset d = format.read(paths, new ReadOptions(true, view, locations));
    if (d.items().isEmpty() && d.passages().isEmpty() && d.triples().isEmpty() && !d.skipped().isEmpty()) {
      throw new IllegalArgumentException(
          "every record was malformed (" + d.skipped().size() + " rejected, the first: " + d.skipped().getFirst()
              + "); is '" + format.id() + "' the right --format?");
    }
    return d;
  }

  /** The input files: each path that is a file, and every regular file under a folder (not following links), sorted. */
  static List<Path> files(List<Path> paths) throws IOException {
    List<Path> out = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> walk = Files.walk(p)) {
          walk.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)).sorted().forEach(out::add);
        }
      } else {
        out.add(p);
      }
    }
    return out;
  }
}
