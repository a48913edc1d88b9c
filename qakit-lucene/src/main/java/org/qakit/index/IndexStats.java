package org.qakit.index;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.store.FSDirectory;
import org.qakit.io.AtomicFile;

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

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

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
    Path file = dir.resolve(FILE);
    if (!Files.isRegularFile(file)) {
      if (!Files.isDirectory(dir)) {
        throw new NoSuchFileException(dir.toString(), null, "no such index folder");
      }
      throw new IllegalArgumentException(dir + ": not a qakit index (no " + FILE + "); build one with qakit index build");
    }
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
    JsonNode root;
    try {
      root = JSON.readTree(file.toFile());
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(file + ":" + e.getLocation().getLineNr() + ": expected a JSON object, found malformed JSON");
    }
    if (root == null || !root.isObject()) {
      throw new IllegalArgumentException(file + ":1: expected a JSON object, found " + (root == null ? "nothing" : root.getNodeType()));
    }
    try {
      var inputs = new ArrayList<InputFile>();
      for (JsonNode in : required(root, "inputs", file)) {
        inputs.add(new InputFile(text(in, "path", file), number(in, "size", file).asLong(), text(in, "sha256", file)));
      }
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
    String text = JSON.writeValueAsString(toJson()) + "\n";
    AtomicFile.write(dir.resolve(FILE), out -> out.write(text));
  }

  /** The file's content as a JSON tree (the keys {@code qakit index stats --json} prints). */
  public ObjectNode toJson() {
    ObjectNode o = JSON.createObjectNode();
    o.put("documents", documents).put("unique_terms", uniqueTerms).put("total_terms", totalTerms);
    o.put("analyzer", analyzer).put("language", language);
    o.put("lucene_version", luceneVersion).put("qakit_version", qakitVersion);
    o.putObject("bm25").put("k1", k1).put("b", b);
    o.put("importer", importer);
    ArrayNode arr = o.putArray("inputs");
    for (InputFile in : inputs) {
      arr.addObject().put("path", in.path()).put("size", in.size()).put("sha256", in.sha256());
    }
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
    for (int i = 0; i < inputs.size(); i++) {
      InputFile in = inputs.get(i);
      m.put("input." + (i + 1), in.path() + " " + in.size() + " bytes sha256:" + in.sha256());
    }
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

  private static JsonNode required(JsonNode node, String field, Path file) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      throw new IllegalArgumentException(file + ": expected field '" + field + "', found none");
    }
    return v;
  }

  private static String text(JsonNode node, String field, Path file) {
    JsonNode v = required(node, field, file);
    if (!v.isTextual()) {
      throw new IllegalArgumentException(file + ": expected field '" + field + "' to be a string, found " + v);
    }
    return v.asText();
  }

  private static JsonNode number(JsonNode node, String field, Path file) {
    JsonNode v = required(node, field, file);
    if (!v.isNumber()) {
      throw new IllegalArgumentException(file + ": expected field '" + field + "' to be a number, found " + v);
    }
    return v;
  }
}
