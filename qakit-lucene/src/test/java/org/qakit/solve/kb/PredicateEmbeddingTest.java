package org.qakit.solve.kb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.TextRole;

class PredicateEmbeddingTest {

  /** Passage vectors from a table; records every text it was asked to encode. */
  static final class Table implements TextEncoder {
    final Map<String, float[]> vectors;
    final boolean normalized;
    final List<String> asked = new ArrayList<>();

    Table(Map<String, float[]> vectors, boolean normalized) {
      this.vectors = vectors;
      this.normalized = normalized;
    }

    @Override
    public String modelId() {
      return "table";
    }

    @Override
    public int dimension() {
      return 2;
    }

    @Override
    public boolean normalized() {
      return normalized;
    }

    @Override
    public synchronized float[][] encode(List<String> texts, TextRole role) {
      assertThat(role).isEqualTo(TextRole.PASSAGE);
      asked.addAll(texts);
      return texts.stream().map(t -> vectors.get(t).clone()).toArray(float[][]::new);
    }
  }

  static final Map<String, float[]> UNIT = Map.of("的出版社是哪个", new float[] {0.6f, 0.8f}, "出版社", new float[] {0.8f, 0.6f},
      "作者", new float[] {1, 0});

  @Test
  void cosineOfPatternAndPredicateEachEncodedOnce() {
    var table = new Table(UNIT, true);
    var f = new PredicateEmbedding(table);
    QuestionPattern p = QuestionPattern.of("的出版社是哪个");
    // (0.6, 0.8)·(0.8, 0.6) = 0.48 + 0.48 = 0.96; (0.6, 0.8)·(1, 0) = 0.6
    assertThat(f.value(p, "出版社")).isCloseTo(0.96, within(1e-6));
    assertThat(f.value(p, "作者")).isCloseTo(0.6, within(1e-6));
    assertThat(f.value(p, "出版社")).isCloseTo(0.96, within(1e-6));
    assertThat(table.asked).containsExactly("的出版社是哪个", "出版社", "作者");
    assertThat(f.name()).isEqualTo("embed-cosine");
    assertThat(f.modelId()).isEqualTo("table");
  }

  @Test
  void warmEncodesTheMissingTextsInOneCallAndEmptyTextsScoreZero() {
    var table = new Table(UNIT, true);
    var f = new PredicateEmbedding(table);
    f.warm(List.of("出版社", "", "作者", "出版社"));
    f.warm(List.of("作者"));
    assertThat(table.asked).containsExactly("出版社", "作者");
    assertThat(f.value(QuestionPattern.of(""), "作者")).isZero();
    assertThat(f.value(QuestionPattern.of("的出版社是哪个"), "")).isZero();
  }

  @Test
  void vectorsOfAnyLengthAreComparedByCosine() {
    // (3, 4) and (4, 3) are not unit vectors: cosine = 24/25 = 0.96
    var f = new PredicateEmbedding(new Table(Map.of("a", new float[] {3, 4}, "b", new float[] {4, 3}), false));
    assertThat(f.value(QuestionPattern.of("a"), "b")).isCloseTo(0.96, within(1e-6));
    assertThatThrownBy(() -> new PredicateEmbedding(null)).hasMessage("the predicate embedding needs an encoder");
  }
}
