package org.qakit.kb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.ReadOptions;
import org.qakit.format.nlpcc.NlpccKbReader;
import org.qakit.format.nlpcc.NlpccKbqaFormat;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;

class SyntheticKbTest {
  @TempDir Path temp;

  static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
    var md = MessageDigest.getInstance("SHA-256");
    try (InputStream in = Files.newInputStream(file)) {
      md.update(in.readAllBytes());
    }
    return HexFormat.of().formatHex(md.digest());
  }

  @Test
  void theSameSeedGivesTheSameBytesAndAnotherSeedOthers() throws Exception {
    Path a = temp.resolve("a.kb");
    Path b = temp.resolve("b.kb");
    Path c = temp.resolve("c.kb");
    SyntheticKb.write(5000, 7, a, 20, temp.resolve("a.q"));
    SyntheticKb.write(5000, 7, b, 20, temp.resolve("b.q"));
    SyntheticKb.write(5000, 8, c, 0, null);
    assertThat(sha256(b)).isEqualTo(sha256(a));
    assertThat(sha256(temp.resolve("b.q"))).isEqualTo(sha256(temp.resolve("a.q")));
    assertThat(sha256(c)).isNotEqualTo(sha256(a));
    assertThat(temp.toFile().list()).containsExactlyInAnyOrder("a.kb", "b.kb", "c.kb", "a.q", "b.q");
  }

  @Test
  void itHasTheShapeOfTheNlpccKnowledgeBase() throws IOException {
    Path kb = temp.resolve("kb");
    var s = SyntheticKb.write(50_000, 1, kb, 0, null);
    var triples = new ArrayList<Triple>();
    var summary = NlpccKbReader.forEach(kb, ReadOptions.STRICT, triples::add);
    assertThat(summary.triples()).isEqualTo(50_000).isEqualTo(s.triples());
    assertThat(summary.skipped()).isZero();
    // every subject run starts with its 别名 and 中文名 lines
    assertThat(triples.get(0).predicate()).isEqualTo("别名");
    assertThat(triples.get(1).predicate()).isEqualTo("中文名");
    // the real file: 43M lines over about 6M subjects (7.2 a subject) and about 54 bytes a line
    double perSubject = (double) s.triples() / s.subjects();
    assertThat(perSubject).isBetween(6.5, 8.0);
    assertThat((double) s.bytes() / s.triples()).isBetween(48.0, 60.0);
    long bracketed = triples.stream().filter(t -> t.predicate().equals("中文名") && t.subject().endsWith("）")).count();
    // 12% of subjects carry a disambiguator
    assertThat((double) bracketed / s.subjects()).isBetween(0.10, 0.14);
    var predicates = new HashSet<String>();
    triples.forEach(t -> predicates.add(t.predicate()));
    assertThat(predicates.size()).isGreaterThan(2000);
  }

  @Test
  void questionsPointIntoTheKnowledgeBase() throws IOException {
    Path kb = temp.resolve("kb");
    Path q = temp.resolve("q");
    var s = SyntheticKb.write(20_000, 3, kb, 50, q);
    assertThat(s.questions()).isEqualTo(50);
    var lines = new HashSet<Triple>();
    NlpccKbReader.forEach(kb, ReadOptions.STRICT, lines::add);
    List<KbQuestionItem> items = new NlpccKbqaFormat().read(q, ReadOptions.STRICT).items().stream().map(KbQuestionItem.class::cast).toList();
    assertThat(items).hasSize(50);
    for (KbQuestionItem item : items) {
      assertThat(lines).contains(item.triple());
      assertThat(item.triple().predicate()).isNotIn("别名", "中文名");
      assertThat(item.answers()).containsExactly(item.triple().object());
      String bare = KbNames.withoutDisambiguator(KbNames.normalize(item.triple().subject()));
      assertThat(KbNames.normalize(item.question())).contains(bare != null ? bare : KbNames.normalize(item.triple().subject()));
    }
  }

  @Test
  void badArgumentsAreRefused() {
    assertThatThrownBy(() -> SyntheticKb.write(0, 1, temp.resolve("x"), 0, null)).hasMessage("kb generate: expected at least 1 triple, found 0");
    assertThatThrownBy(() -> SyntheticKb.write(10, 1, temp.resolve("x"), 11, temp.resolve("q")))
        .hasMessage("kb generate: expected 0..10 questions, found 11");
    assertThatThrownBy(() -> SyntheticKb.write(10, 1, temp.resolve("x"), 1, null)).hasMessage("kb generate: questions need a question file");
  }
}
