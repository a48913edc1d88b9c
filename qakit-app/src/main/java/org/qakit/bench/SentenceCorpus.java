package org.qakit.bench;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.qakit.io.Temporaries;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;

/**
 * A reproducible corpus of short English sentences for indexing benchmarks: the real sentences of
 * {@link RealSentences}, shuffled with the seed, then synthetic sentences until {@code lines}.
 *
 * <p>Synthetic rule: draw two real sentences a and b (uniformly, with replacement) and cut points
 * i in [1, |a| − 1] and j in [1, |b| − 1] (in words); the sentence is a's first i words followed by
 * b's words from j on. A draw with fewer than {@value RealSentences#MIN_WORDS} or more than
 * {@code maxWords} words is drawn again. Word statistics and lengths stay those of real text;
 * the word order across the splice is not real. All draws come from one {@link
 * SplittableRandom}(seed), whose algorithm Java specifies, so the same seed and the same inputs
 * give byte-identical files, and the corpus of N lines is a prefix of the corpus of M &gt; N lines.
 *
 * <p>Output folder: {@code docs/part-00.jsonl} ... (the lines split into {@code files} contiguous
 * parts, for tools that read one file per thread), one record per line {@code {"id":
 * "s0000001", "contents": "..."}} (Anserini's JsonCollection layout, which qakit's {@code jsonl}
 * importer also reads), ids numbering the lines from 1 (real sentences first); {@code
 * queries.txt}, the first {@code queries} texts "stem option" of ARC-Easy validation (file order,
 * option order), one per line; {@code corpus.json}, the manifest (counts, sources, sha256 of each
 * part and of all parts concatenated). The folder is written aside and moved into place whole.
 */
public final class SentenceCorpus {
  static final String VALIDATION_QUERIES = "arc/ARC-Easy-validation.jsonl";

  /** What to generate. */
  public record Spec(long lines, long seed, int files, int maxWords, int queries) {
    public Spec {
      if (lines < 1) {
        throw new IllegalArgumentException("corpus: lines must be at least 1, found " + lines);
      }
      if (files < 1 || files > 100 || files > lines) {
        throw new IllegalArgumentException("corpus: files must be between 1 and min(100, lines), found " + files);
      }
      if (maxWords < RealSentences.MIN_WORDS) {
        throw new IllegalArgumentException("corpus: max words must be at least " + RealSentences.MIN_WORDS + ", found " + maxWords);
      }
      if (queries < 0) {
        throw new IllegalArgumentException("corpus: queries must not be negative, found " + queries);
      }
    }
  }

  /** One part file: its name under the folder, its lines and its sha256. */
  public record Part(String file, long lines, String sha256) {}

  /** What was written. */
  public record Summary(long lines, long real, long synthetic, String sha256, List<Part> parts,
      Map<String, Integer> perSource, int queries, double seconds) {}

  private SentenceCorpus() {}

  /** Reads the sources and generates the corpus into {@code target} (refused when it exists and is not empty, unless {@code force}). */
  public static Summary generate(Spec spec, RealSentences.Sources sources, Path target, boolean force) throws IOException {
    long start = System.nanoTime();
    checkTarget(target, force);
    List<String> queries = queries(sources.data().resolve(VALIDATION_QUERIES), spec.queries());
    RealSentences.Result real = RealSentences.read(sources, spec.maxWords());
    Summary s = write(spec, real, queries, sources.inputs(), target, force);
    return new Summary(s.lines(), s.real(), s.synthetic(), s.sha256(), s.parts(), s.perSource(), s.queries(),
        (System.nanoTime() - start) / 1e9);
  }

  /** Writes the corpus of already-read real sentences (shuffled and extended here) and the queries. */
  static Summary write(Spec spec, RealSentences.Result real, List<String> queries, List<Path> inputs, Path target, boolean force)
      throws IOException {
    long start = System.nanoTime();
    checkTarget(target, force);
    Path abs = target.toAbsolutePath().normalize();
    Files.createDirectories(abs.getParent());
    Temporaries.removeStale(abs.getParent());
    Path tmp = Files.createDirectory(Temporaries.beside(abs, Temporaries.Kind.BUILDING));
    try {
      Files.createDirectories(tmp.resolve("docs"));
      Files.write(tmp.resolve("queries.txt"), queries, StandardCharsets.UTF_8);
      var lines = new Lines(spec, real.sentences());
      var parts = new ArrayList<Part>();
      MessageDigest all = sha256();
      for (int f = 0; f < spec.files(); f++) {
        long from = f * spec.lines() / spec.files();
        long to = (f + 1) * spec.lines() / spec.files();
        String name = String.format(Locale.ROOT, "docs/part-%02d.jsonl", f);
        parts.add(writePart(tmp.resolve(name), name, lines, from, to, all));
      }
      long realLines = Math.min(spec.lines(), real.sentences().size());
      var summary = new Summary(spec.lines(), realLines, spec.lines() - realLines, HexFormat.of().formatHex(all.digest()),
          List.copyOf(parts), real.perSource(), queries.size(), (System.nanoTime() - start) / 1e9);
      writeManifest(tmp.resolve("corpus.json"), spec, inputs, summary);
      if (Files.exists(abs)) {
        deleteRecursively(abs);
      }
      Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE);
      return summary;
    } finally {
      if (Files.exists(tmp)) {
        deleteRecursively(tmp);
      }
    }
  }

  private static void checkTarget(Path target, boolean force) throws IOException {
    if (Files.isRegularFile(target)) {
      throw new IllegalArgumentException(target + ": expected a folder to create, found a file");
    }
    if (Files.isDirectory(target) && !force) {
      try (Stream<Path> s = Files.list(target)) {
        if (s.findAny().isPresent()) {
          throw new IllegalArgumentException(target + ": the folder exists and is not empty; use --force to replace it");
        }
      }
    }
  }

  /** The sentence of each line, in order: the shuffled real ones, then synthetic ones. */
  static final class Lines {
    private final List<String> real;
    private final String[][] words;
    private final SplittableRandom random;
    private final int maxWords;
    private final int width;
    private long next;

    Lines(Spec spec, List<String> sentences) {
      if (sentences.size() < 2) {
        throw new IllegalArgumentException("corpus: expected at least 2 real sentences to recombine, found " + sentences.size());
      }
      this.random = new SplittableRandom(spec.seed());
      var shuffled = new ArrayList<>(sentences);
      for (int i = shuffled.size() - 1; i > 0; i--) { // Fisher-Yates
        int j = random.nextInt(i + 1);
        shuffled.set(i, shuffled.set(j, shuffled.get(i)));
      }
      this.real = shuffled;
      this.words = new String[shuffled.size()][];
      for (int i = 0; i < words.length; i++) {
        words[i] = shuffled.get(i).split(" ");
        if (words[i].length < 2) {
          throw new IllegalArgumentException("corpus: expected real sentences of 2 words or more, found '" + shuffled.get(i) + "'");
        }
      }
      this.maxWords = spec.maxWords();
      this.width = Math.max(7, Long.toString(spec.lines()).length());
    }

    /** The id of the next line ({@code s} + its 1-based number, zero-padded). */
    String nextId() {
      String n = Long.toString(next + 1);
      return "s" + "0".repeat(Math.max(0, width - n.length())) + n;
    }

    String next() {
      long line = next++;
      if (line < real.size()) {
        return real.get((int) line);
      }
      while (true) {
        String[] a = words[random.nextInt(words.length)];
        String[] b = words[random.nextInt(words.length)];
        int i = 1 + random.nextInt(a.length - 1);
        int j = 1 + random.nextInt(b.length - 1);
        int n = i + b.length - j;
        if (n >= RealSentences.MIN_WORDS && n <= maxWords) {
          var sb = new StringBuilder();
          for (int k = 0; k < i; k++) {
            sb.append(a[k]).append(' ');
          }
          for (int k = j; k < b.length; k++) {
            sb.append(b[k]).append(k + 1 < b.length ? " " : "");
          }
          return sb.toString();
        }
      }
    }
  }

  private static Part writePart(Path file, String name, Lines lines, long from, long to, MessageDigest all) throws IOException {
    MessageDigest part = sha256();
    JsonStringEncoder json = JsonStringEncoder.getInstance();
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      for (long l = from; l < to; l++) {
        String id = lines.nextId();
        String line = "{\"id\":\"" + id + "\",\"contents\":\"" + new String(json.quoteAsString(lines.next())) + "\"}\n";
        byte[] b = line.getBytes(StandardCharsets.UTF_8);
        out.write(b);
        part.update(b);
        all.update(b);
      }
    }
    return new Part(name, to - from, HexFormat.of().formatHex(part.digest()));
  }

  /** "stem option" for each option of each question of the ARC file, in order, at most {@code n}. */
  static List<String> queries(Path arc, int n) throws IOException {
    var out = new ArrayList<String>();
    if (n == 0) {
      return out;
    }
    for (var item : Formats.get("arc").read(arc, ReadOptions.STRICT).items()) {
      var mc = (MultipleChoiceItem) item;
      for (Choice c : mc.choices()) {
        if (out.size() == n) {
          return out;
        }
        out.add((mc.stem() + " " + c.text()).replaceAll("\\s+", " ").strip());
      }
    }
    return out;
  }

  private static void writeManifest(Path file, Spec spec, List<Path> inputs, Summary s) throws IOException {
    var m = new LinkedHashMap<String, Object>();
    m.put("generator", "qakit bench corpus (org.qakit.bench.SentenceCorpus)");
    m.put("seed", spec.seed());
    m.put("lines", s.lines());
    m.put("real_lines", s.real());
    m.put("synthetic_lines", s.synthetic());
    m.put("max_words", spec.maxWords());
    m.put("real_sentences_per_source", new TreeMap<>(s.perSource()));
    m.put("inputs", inputs.stream().map(Path::toString).toList());
    m.put("parts", s.parts());
    m.put("sha256", s.sha256());
    m.put("queries", Map.of("file", "queries.txt", "count", s.queries(), "from", VALIDATION_QUERIES + " (stem + option)"));
    new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), m);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void deleteRecursively(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
