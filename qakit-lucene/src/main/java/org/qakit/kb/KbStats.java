package org.qakit.kb;

import static org.qakit.index.StatsFile.number;
import static org.qakit.index.StatsFile.required;
import static org.qakit.index.StatsFile.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.index.InputFile;
import org.qakit.index.StatsFile;

/**
 * What {@value #FILE} records about a knowledge-base store: its counts, how keys were made, and
 * what it was built from.
 *
 * @param format the input format ({@value KbInputs#FORMAT})
 * @param triples triples stored
 * @param subjects distinct subject keys ({@link KbNames#key})
 * @param predicates distinct predicates as written
 * @param names distinct names for entity linking ({@link KbNames#names}, aliases)
 * @param runs Lucene documents (runs of consecutive triples of one subject, {@link SubjectRun})
 * @param lines lines read (knowledge-base files) plus gold triples read (question files)
 * @param skipped malformed lines or records skipped by a lenient build
 * @param normalization the id of the key rule ({@value #NORMALIZATION})
 * @param luceneVersion the Lucene version that wrote the store
 * @param qakitVersion the qakit version that wrote it
 * @param inputs the files read, with sizes and SHA-256
 * @param threads building threads (the stored facts do not depend on them)
 * @param buildSeconds wall-clock seconds of the build
 * @param bytes the size of the store folder in bytes, this file excluded
 * @param builtAt ISO-8601 instant the build finished
 */
public record KbStats(String format, long triples, long subjects, long predicates, long names, long runs, long lines,
    long skipped, String normalization, String luceneVersion, String qakitVersion, List<InputFile> inputs, int threads,
    double buildSeconds, long bytes, String builtAt) {

  /** The statistics file of every store folder. */
  public static final String FILE = "qakit-kb.json";
  /** The key rule of {@link KbNames}: NFKC, lower case (root), white space removed. */
  public static final String NORMALIZATION = KbNames.RULE;

  public KbStats {
    inputs = List.copyOf(inputs);
  }

  /** Reads {@value #FILE} of a store folder (the store itself is checked by {@link KbStore#open}). */
  public static KbStats read(Path dir) throws IOException {
    Path file = StatsFile.locate(dir, FILE, "knowledge-base folder", "knowledge base", "qakit kb build");
    return parse(StatsFile.read(file), file);
  }

  /**
   * The statistics of a JSON object as {@link #toJson} writes it; {@code file} names where it was read
   * in messages (a {@value #FILE}, or a knowledge-base collection's statistics document).
   */
  public static KbStats parse(JsonNode root, Path file) {
    List<InputFile> inputs = StatsFile.inputs(root, file);
    return new KbStats(text(root, "format", file), number(root, "triples", file).asLong(),
        number(root, "subjects", file).asLong(), number(root, "predicates", file).asLong(),
        number(root, "names", file).asLong(), number(root, "runs", file).asLong(), number(root, "lines", file).asLong(),
        number(root, "skipped", file).asLong(), text(root, "normalization", file), text(root, "lucene_version", file),
        text(root, "qakit_version", file), inputs, (int) number(root, "threads", file).asLong(),
        required(root, "build_seconds", file).asDouble(), number(root, "bytes", file).asLong(), text(root, "built_at", file));
  }

  /** Writes {@value #FILE} into {@code dir}, whole or not at all. */
  void write(Path dir) throws IOException {
    StatsFile.write(dir.resolve(FILE), toJson());
  }

  /** The file's content as a JSON tree. */
  public ObjectNode toJson() {
    ObjectNode o = StatsFile.object();
    o.put("format", format).put("triples", triples).put("subjects", subjects).put("predicates", predicates)
        .put("names", names).put("runs", runs).put("lines", lines).put("skipped", skipped)
        .put("normalization", normalization).put("lucene_version", luceneVersion).put("qakit_version", qakitVersion);
    StatsFile.putInputs(o, inputs);
    o.put("threads", threads).put("build_seconds", buildSeconds).put("bytes", bytes).put("built_at", builtAt);
    return o;
  }

  /** One row per statistic, for a table. */
  public Map<String, String> rows() {
    var m = new LinkedHashMap<String, String>();
    m.put("format", format);
    m.put("triples", String.format(Locale.ROOT, "%,d", triples));
    m.put("subjects", String.format(Locale.ROOT, "%,d", subjects));
    m.put("predicates", String.format(Locale.ROOT, "%,d", predicates));
    m.put("names", String.format(Locale.ROOT, "%,d", names));
    m.put("runs", String.format(Locale.ROOT, "%,d", runs));
    m.put("lines", String.format(Locale.ROOT, "%,d", lines));
    m.put("skipped", String.format(Locale.ROOT, "%,d", skipped));
    m.put("normalization", normalization);
    m.put("lucene_version", luceneVersion);
    m.put("qakit_version", qakitVersion);
    StatsFile.putInputRows(m, inputs);
    m.put("threads", Integer.toString(threads));
    m.put("build_seconds", String.format(Locale.ROOT, "%.3f", buildSeconds));
    m.put("bytes", String.format(Locale.ROOT, "%,d", bytes));
    m.put("built_at", builtAt);
    return m;
  }
}
