package org.qakit.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analyzers;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.TextRole;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.text.Language;

class EmbeddingFeaturesTest {
  static final AnswerSelectionItem ITEM = AnswerSelectionItem.of("q", "Who wrote Hamlet?", List.of(
      new Candidate(null, "Hamlet is a play.", 0),
      new Candidate(null, "Shakespeare wrote it.", 1),
      new Candidate(null, "It is long.", 0)));

  /** Hand-picked unit vectors by role and text; counts its calls. */
  static final class TableEncoder implements TextEncoder {
    final Map<String, float[]> queries;
    final Map<String, float[]> passages;
    final boolean normalized;
    final AtomicInteger calls = new AtomicInteger();

    TableEncoder(Map<String, float[]> queries, Map<String, float[]> passages, boolean normalized) {
      this.queries = queries;
      this.passages = passages;
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
    public float[][] encode(List<String> texts, TextRole role) {
      calls.incrementAndGet();
      var table = role == TextRole.QUERY ? queries : passages;
      var out = new ArrayList<float[]>();
      for (String t : texts) {
        float[] v = table.get(t);
        if (v == null) {
          throw new IllegalArgumentException("no vector for " + role + " '" + t + "'");
        }
        out.add(v.clone());
      }
      return out.toArray(float[][]::new);
    }
  }

  static TableEncoder encoder(float scale) {
    // statement("Who wrote Hamlet?") = "wrote hamlet"; relation drops the span Hamlet: "wrote"
    return new TableEncoder(
        Map.of("Who wrote Hamlet?", v(1, 0, scale), "wrote hamlet", v(0, 1, scale), "wrote", v(0.6f, 0.8f, scale)),
        Map.of("Who wrote Hamlet?", v(0.8f, 0.6f, scale), "Hamlet is a play.", v(1, 0, scale),
            "Shakespeare wrote it.", v(0.6f, 0.8f, scale), "It is long.", v(0, 1, scale)),
        scale == 1);
  }

  static float[] v(float a, float b, float scale) {
    return new float[] {a * scale, b * scale};
  }

  /** The 4 default features, then the 4 context ones. */
  static double[][] rows(TableEncoder enc) {
    try (Analyzer analyzer = Analyzers.forLanguage(Language.ENGLISH)) {
      var features = new SentenceFeatures(List.of(new EmbeddingFeatures(enc, Language.ENGLISH),
          new EmbeddingContextFeatures(enc, Language.ENGLISH)));
      return features.matrix(ITEM, analyzer);
    }
  }

  @Test
  void everyFeatureByHand() {
    var enc = encoder(1);
    double[][] x = rows(enc);
    assertThat(new EmbeddingFeatures(enc, Language.ENGLISH).names())
        .containsExactly("cosine", "cosine-passage", "cosine-statement", "cosine-relation");
    assertThat(new EmbeddingContextFeatures(enc, Language.ENGLISH).names())
        .containsExactly("cosine-previous", "cosine-next", "coherence-previous", "centrality");
    // cos(q, c) with q = (1, 0): c0 = 1, c1 = 0.6, c2 = 0; μ = 1.6/3
    double mu = 1.6 / 3;
    double[] c1 = {
        0.6,              // cosine
        0.8 * 0.6 + 0.6 * 0.8, // cosine-passage: (0.8, 0.6)·(0.6, 0.8) = 0.96
        0.8,              // cosine-statement: (0, 1)·(0.6, 0.8)
        1.0,              // cosine-relation: (0.6, 0.8)·(0.6, 0.8)
        1.0,              // cosine-previous: cos of c0
        0.0,              // cosine-next: cos of c2
        0.6,              // coherence-previous: c0·c1 = (1, 0)·(0.6, 0.8)
        (0.6 + 0.8) / 2}; // centrality: mean of c0·c1 and c2·c1
    for (int j = 0; j < c1.length; j++) {
      assertThat(x[1][j]).as("feature %d of candidate 1", j).isCloseTo(c1[j], within(1e-6));
    }
    // the first and last candidates: missing neighbours take μ; coherence of c0 = mean adjacent (0.6 + 0.8)/2
    assertThat(x[0][4]).isCloseTo(mu, within(1e-6));
    assertThat(x[0][6]).isCloseTo(0.7, within(1e-6));
    assertThat(x[0][7]).isCloseTo((0.6 + 0) / 2, within(1e-6));
    assertThat(x[2][4]).isCloseTo(0.6, within(1e-6));
    assertThat(x[2][5]).isCloseTo(mu, within(1e-6));
    // two encoder calls per item, shared by both families: the three queries, then question and candidates as passages
    assertThat(enc.calls.get()).isEqualTo(2);
  }

  @Test
  void anEncoderWithoutUnitVectorsIsReadByCosine() {
    double[][] unit = rows(encoder(1));
    double[][] scaled = rows(encoder(3));
    for (int i = 0; i < unit.length; i++) {
      assertThat(scaled[i]).containsExactly(unit[i], within(1e-6));
    }
  }

  @Test
  void aSingleCandidateHasNoNeighbours() {
    var one = AnswerSelectionItem.of("q1", "Who wrote Hamlet?", List.of(new Candidate(null, "It is long.", 0)));
    try (Analyzer analyzer = Analyzers.forLanguage(Language.ENGLISH)) {
      var enc = encoder(1);
      double[] x = new SentenceFeatures(List.of(new EmbeddingFeatures(enc, Language.ENGLISH),
          new EmbeddingContextFeatures(enc, Language.ENGLISH))).matrix(one, analyzer)[0];
      // cosine 0, passage (0.8, 0.6)·(0, 1), statement (0, 1)·(0, 1), relation (0.6, 0.8)·(0, 1),
      // previous = next = μ = 0, coherence 0, centrality 0
      assertThat(x).containsExactly(new double[] {0, 0.6, 1, 0.8, 0, 0, 0, 0}, within(1e-6));
    }
  }

  @Test
  void rejectsMissingParts() {
    assertThatThrownBy(() -> new EmbeddingFeatures(null, Language.ENGLISH)).hasMessage("embedding features need an encoder");
    assertThatThrownBy(() -> new EmbeddingFeatures(encoder(1), null)).hasMessage("embedding features need a language");
    assertThatThrownBy(() -> new EmbeddingContextFeatures(null, Language.ENGLISH)).hasMessage("embedding features need an encoder");
  }

  @Test
  void withEmbeddingsAddsFourFeaturesToTheLanguagesThirty() {
    var f = SentenceFeatures.withEmbeddings(Language.CHINESE, encoder(1));
    assertThat(f.names()).hasSize(34);
    assertThat(f.names().subList(30, 34)).containsExactly("cosine", "cosine-passage", "cosine-statement", "cosine-relation");
    assertThat(f.familyIds()).endsWith("embedding");
  }
}
