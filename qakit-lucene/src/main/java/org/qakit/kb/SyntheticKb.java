package org.qakit.kb;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.qakit.dataset.Dataset;
import org.qakit.format.nlpcc.NlpccKbReader;
import org.qakit.format.nlpcc.NlpccKbqaFormat;
import org.qakit.io.Temporaries;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;

/**
 * Writes a synthetic knowledge base in the NLPCC 2016 KBQA layout, with the shape of the real one
 * (about 43M triples over about 6M subjects, about 54 bytes a line), for measuring the store at
 * full scale where the real file is not at hand. Deterministic: the same triples count and seed
 * give the same bytes ({@link SplittableRandom} draws, {@link StrictMath} arithmetic).
 *
 * <p>Shape, per subject, in one run of lines as the real file lists them: a name ({@link
 * SyntheticText#name}: 2–8 Chinese characters drawn from a Zipf law over the common characters,
 * so that short names recur and entity linking meets ambiguity); 12% of subjects carry a bracketed
 * disambiguator {@code 名字（说明）}; a {@value KbNames#ALIAS} line (the name, or for 15% the name
 * and a second alias) and a {@value KbNames#CHINESE_NAME} line (the name); then k attribute lines,
 * k = ⌊e^X⌋ with X normal (μ = {@value #MU}, σ = {@value #SIGMA}), capped at 400 — a long tail
 * (mean ≈ 5.2, so ≈ 7.2 lines per subject); predicates drawn from a vocabulary of {@value
 * #PREDICATES} with a Zipf law (s = 1.05; a head of common predicates such as 外文名, 出生日期);
 * objects from {@link SyntheticText#value}. CRLF after every line.
 *
 * <p>Questions ({@code questions > 0}): that many attribute triples (not alias lines) at seeded
 * positions (a position on an alias line takes the next attribute line; near the end of a tiny file
 * there may be fewer) become questions in the NLPCC question layout, phrased with the subject's name without
 * its disambiguator in one of five templates ({@code X的P是什么？}, …), gold triple and answer
 * included, so the answerer can be trained and timed on questions that point into the file.
 */
public final class SyntheticKb {
  static final double MU = 1.24;
  static final double SIGMA = 1.0;
  static final int PREDICATES = 20_000;
  private static final String[] COMMON_PREDICATES = {
    "外文名", "出生日期", "国籍", "职业", "出生地", "民族", "毕业院校", "代表作品", "主要成就", "作者", "出版社",
    "出版时间", "类型", "所属地区", "面积", "人口", "英文名", "性别", "身高", "体重", "语言", "页数", "定价", "isbn",
    "开本", "装帧", "成立时间", "总部地点", "经营范围", "地理位置", "气候条件", "拼音", "释义", "类别", "导演", "主演",
    "上映时间", "片长", "制片地区", "所属国家"};
  private static final String[] TEMPLATES = {"%s的%s是什么？", "请问%s的%s是？", "%s的%s是多少？", "你知道%s的%s吗？", "谁知道%s的%s？"};
  private static final byte[] SEPARATOR = NlpccKbReader.SEPARATOR.getBytes(StandardCharsets.UTF_8);
  private static final byte[] CRLF = {'\r', '\n'};

  /** What was written: triples, subject runs, bytes of the knowledge-base file, questions. */
  public record Summary(long triples, long subjects, long bytes, int questions) {}

  private final SyntheticText text;
  private final String[] predicates;
  private final ZipfSampler predicateRanks;
  private final SplittableRandom random;

  private SyntheticKb(long seed) {
    text = new SyntheticText(seed);
    random = new SplittableRandom(seed);
    var vocabulary = new java.util.LinkedHashSet<>(Arrays.asList(COMMON_PREDICATES));
    var r = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    while (vocabulary.size() < PREDICATES) {
      String p = text.chinese(r, 1.5) + text.chinese(r, 1.5);
      if (!p.equals(KbNames.ALIAS) && !p.equals(KbNames.CHINESE_NAME)) {
        vocabulary.add(p);
      }
    }
    predicates = vocabulary.toArray(String[]::new);
    predicateRanks = new ZipfSampler(predicates.length, 1.05);
  }

  /**
   * Writes {@code triples} triples to {@code kbFile} and, when {@code questions > 0}, that many
   * questions to {@code questionFile}; both appear whole or not at all.
   */
  public static Summary write(long triples, long seed, Path kbFile, int questions, Path questionFile) throws IOException {
    if (triples < 1) {
      throw new IllegalArgumentException("kb generate: expected at least 1 triple, found " + triples);
    }
    if (questions < 0 || questions > triples) {
      throw new IllegalArgumentException("kb generate: expected 0.." + triples + " questions, found " + questions);
    }
    if (questions > 0 && questionFile == null) {
      throw new IllegalArgumentException("kb generate: questions need a question file");
    }
    return new SyntheticKb(seed).run(triples, kbFile, questions, questionFile);
  }

  private Summary run(long triples, Path kbFile, int questions, Path questionFile) throws IOException {
    long[] positions = positions(triples, questions);
    var items = new ArrayList<KbQuestionItem>(questions);
    Temporaries.removeStale(kbFile.toAbsolutePath().normalize().getParent());
    Path tmp = Temporaries.beside(kbFile, Temporaries.Kind.TMP);
    long written = 0;
    long subjects = 0;
    int next = 0;
    try {
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 20)) {
        while (written < triples) {
          subjects++;
          for (Triple t : subject()) {
            if (written == triples) {
              break;
            }
            line(out, t);
            boolean alias = t.predicate().equals(KbNames.ALIAS) || t.predicate().equals(KbNames.CHINESE_NAME);
            if (next < positions.length && positions[next] <= written && !alias) {
              items.add(question(items.size() + 1, t)); // a position on an alias line moves to the next attribute line
              next++;
            }
            written++;
          }
        }
      }
      if (questions > 0) {
        new NlpccKbqaFormat().write(Dataset.of(items), questionFile);
      }
      Files.move(tmp, kbFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
    return new Summary(written, subjects, Files.size(kbFile), items.size());
  }

  /** {@code n} sorted distinct positions in [0, triples), seeded. */
  private long[] positions(long triples, int n) {
    var r = new SplittableRandom(random.nextLong());
    Set<Long> chosen = new HashSet<>();
    while (chosen.size() < n) {
      chosen.add(r.nextLong(triples));
    }
    return chosen.stream().mapToLong(Long::longValue).sorted().toArray();
  }

  private List<Triple> subject() {
    String name = text.name(random);
    String subject = random.nextDouble() < 0.12 ? name + "（" + text.chinese(random, 4.0) + "）" : name;
    var lines = new ArrayList<Triple>();
    lines.add(new Triple(subject, KbNames.ALIAS, random.nextDouble() < 0.15 ? name + "、" + text.name(random) : name));
    lines.add(new Triple(subject, KbNames.CHINESE_NAME, name));
    int k = (int) Math.min(400, StrictMath.floor(StrictMath.exp(MU + SIGMA * gaussian())));
    var used = new HashSet<String>();
    for (int i = 0; i < k; i++) {
      String p = predicates[predicateRanks.sample(random)];
      if (!used.add(p)) {
        p = predicates[predicateRanks.sample(random)];
        used.add(p);
      }
      lines.add(new Triple(subject, p, text.value(random)));
    }
    return lines;
  }

  /** A standard normal draw by Box–Muller with {@link StrictMath}, so the bytes do not depend on the JDK. */
  private double gaussian() {
    double u = 1 - random.nextDouble();
    return StrictMath.sqrt(-2 * StrictMath.log(u)) * StrictMath.cos(2 * StrictMath.PI * random.nextDouble());
  }

  private KbQuestionItem question(int id, Triple t) {
    int bracket = t.subject().indexOf('（');
    String bare = bracket > 0 ? t.subject().substring(0, bracket) : t.subject();
    String q = String.format(TEMPLATES[(id * 7 + t.predicate().length()) % TEMPLATES.length], bare, t.predicate());
    return new KbQuestionItem(Integer.toString(id), q, List.of(t.object()), t, Map.of());
  }

  private static void line(OutputStream out, Triple t) throws IOException {
    out.write(t.subject().getBytes(StandardCharsets.UTF_8));
    out.write(SEPARATOR);
    out.write(t.predicate().getBytes(StandardCharsets.UTF_8));
    out.write(SEPARATOR);
    out.write(t.object().getBytes(StandardCharsets.UTF_8));
    out.write(CRLF);
  }
}
