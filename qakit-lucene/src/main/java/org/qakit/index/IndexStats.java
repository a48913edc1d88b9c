package org.qakit.index;

import static org.qakit.index.StatsFile.number;
import static org.qakit.index.StatsFile.required;
import static org.qakit.index.StatsFile.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.store.FSDirectory;

/**
 * What {@code qakit-index.json} records about an index: its counts (documents, unique terms and
 * total term count of the {@code text} field), how it was analysed and scored, and what it was
 * built from. {@link #read} checks the file against the index it describes.
 *
 * @param documents passages indexed (Lucene documents)
 * @param uniqueTerms distinct terms of the text field
 * @param totalTerms tokens of the text field over all documents (Lucene's sumTotalTermFreq)
 * @param analyzer {@code Analysis.id()} of the analysis it was built with, e.g. {@code en:english-porter} or {@code zh:hanlp}
 * @param language ISO 639-1 code
 * @param luceneVersion the Lucene version that wrote it
 * @param qakitVersion the qakit version that wrote it
 * @param k1 BM25 k1
 * @param b BM25 b
 * @param importer the importer (or format) id the passages came through
 * @param inputs the files read, with sizes and SHA-256
 * @param threads indexing threads (does not change the index's contents)
 * @param buildSeconds wall-clock seconds of the build
 * @param builtAt ISO-8601 instant the build finished
 * @param vectors the dense vectors stored per passage, or null when the index holds none
 */
public record IndexStats(
    long documents,
    long uniqueTerms,
    long totalTerms,
    String analyzer,
    String language,
    String luceneVersion,
    String qakitVersion,
    double k1,
    double b,
    String importer,
    List<InputFile> inputs,
    int threads,
    double buildSeconds,
    String builtAt,
    IndexVectors vectors) {

  /** The statistics file in every index folder. */
  public static final String FILE = "qakit-index.json";

  public IndexStats {
    inputs = List.copyOf(inputs);
  }

  /** Statistics of an index without vectors. */
  public IndexStats(long documents, long uniqueTerms, long totalTerms, String analyzer, String language,
      String luceneVersion, String qakitVersion, double k1, double b, String importer, List<InputFile> inputs,
      int threads, double buildSeconds, String builtAt) {
    this(documents, uniqueTerms, totalTerms, analyzer, language, luceneVersion, qakitVersion, k1, b, importer, inputs,
        threads, buildSeconds, builtAt, null);
  }

  /** Reads {@value #FILE} of an index folder and checks its document count against the index. */
  public static IndexStats read(Path dir) throws IOException {
    Path file = StatsFile.locate(dir, FILE, "index folder", "index", "qakit index build");
    IndexStats stats = parse(file);
    long actual;
    int dimension;
    try (var directory = FSDirectory.open(dir); var reader = DirectoryReader.open(directory)) {
      actual = reader.numDocs();
      var field = stats.vectors() == null ? null
          : org.apache.lucene.index.FieldInfos.getMergedFieldInfos(reader).fieldInfo(stats.vectors().field());
      dimension = field == null ? 0 : field.getVectorDimension();
    } catch (org.apache.lucene.index.IndexNotFoundException e) {
      throw new IllegalArgumentException(dir + ": " + FILE + " is there but the Lucene index is missing: " + e.getMessage());
    }
    if (actual != stats.documents()) {
      throw new IllegalArgumentException(file + ": expected the index to hold the " + stats.documents()
          + " documents this file records, found " + actual + "; rebuild it with qakit index build --force");
    }
    if (stats.vectors() != null && dimension != stats.vectors().dimension()) {
      throw new IllegalArgumentException(file + ": expected the index to hold " + stats.vectors().dimension()
          + "-dimensional vectors in field '" + stats.vectors().field() + "', as this file records, found "
          + (dimension == 0 ? "none" : dimension + "-dimensional ones") + "; rebuild it with qakit index build --force");
    }
    return stats;
  }

  /** Parses a statistics file without looking at the index. */
  static IndexStats parse(Path file) throws IOException {
    JsonNode root = StatsFile.read(file);
    try {
      List<InputFile> inputs = StatsFile.inputs(root, file);
      JsonNode bm25 = required(root, "bm25", file);
      return new IndexStats(
          number(root, "documents", file).asLong(), number(root, "unique_terms", file).asLong(),
          number(root, "total_terms", file).asLong(), text(root, "analyzer", file), text(root, "language", file),
          text(root, "lucene_version", file), text(root, "qakit_version", file),
          number(bm25, "k1", file).asDouble(), number(bm25, "b", file).asDouble(), text(root, "importer", file),
          inputs, number(root, "threads", file).asInt(), number(root, "build_seconds", file).asDouble(),
          text(root, "built_at", file), vectors(root.get("vectors"), file));
    } catch (IllegalArgumentException e) {
      throw e.getMessage().startsWith(file.toString()) ? e : new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /** The {@code vectors} object, or null when absent. */
  private static IndexVectors vectors(JsonNode v, Path file) {
    if (v == null || v.isNull()) {
      return null;
    }
    JsonNode hnsw = required(v, "hnsw", file);
    JsonNode normalized = required(v, "normalized", file);
    if (!normalized.isBoolean()) {
      throw new IllegalArgumentException(file + ": expected field 'normalized' to be true or false, found " + normalized);
    }
    return new IndexVectors(text(v, "field", file), text(v, "model", file), number(v, "dimension", file).asInt(),
        normalized.asBoolean(), text(v, "similarity", file), number(hnsw, "m", file).asInt(),
        number(hnsw, "beam_width", file).asInt());
  }

  /** Writes {@value #FILE} into {@code dir}, whole or not at all. */
  void write(Path dir) throws IOException {
    StatsFile.write(dir.resolve(FILE), toJson());
  }

  /** The file's content as a JSON tree (the keys {@code qakit index stats --json} prints). */
  public ObjectNode toJson() {
    ObjectNode o = StatsFile.object();
    o.put("documents", documents).put("unique_terms", uniqueTerms).put("total_terms", totalTerms);
    o.put("analyzer", analyzer).put("language", language);
    o.put("lucene_version", luceneVersion).put("qakit_version", qakitVersion);
    o.putObject("bm25").put("k1", k1).put("b", b);
    o.put("importer", importer);
    StatsFile.putInputs(o, inputs);
    o.put("threads", threads).put("build_seconds", buildSeconds).put("built_at", builtAt);
    if (vectors != null) {
      ObjectNode v = o.putObject("vectors");
      v.put("field", vectors.field()).put("model", vectors.model()).put("dimension", vectors.dimension())
          .put("normalized", vectors.normalized()).put("similarity", vectors.similarity());
      v.putObject("hnsw").put("m", vectors.m()).put("beam_width", vectors.beamWidth());
    }
    return o;
  }

  /** One entry per statistic for a table; inputs as {@code input.N} = path size sha256. */
  public Map<String, String> rows() {
    var m = new LinkedHashMap<String, String>();
    m.put("documents", Long.toString(documents));
    m.put("unique_terms", Long.toString(uniqueTerms));
    m.put("total_terms", Long.toString(totalTerms));
    m.put("analyzer", analyzer);
    m.put("language", language);
    m.put("lucene_version", luceneVersion);
    m.put("qakit_version", qakitVersion);
    m.put("bm25", "k1=" + k1 + " b=" + b);
    m.put("importer", importer);
    StatsFile.putInputRows(m, inputs);
    m.put("threads", Integer.toString(threads));
    m.put("build_seconds", String.format(java.util.Locale.ROOT, "%.3f", buildSeconds));
    m.put("built_at", builtAt);
    if (vectors != null) {
      m.put("vectors", vectors.model() + " " + vectors.dimension() + "-dim" + (vectors.normalized() ? " unit" : "")
          + " field=" + vectors.field() + " similarity=" + vectors.similarity() + " hnsw m=" + vectors.m()
          + " beam_width=" + vectors.beamWidth());
    }
    return m;
  }
}
