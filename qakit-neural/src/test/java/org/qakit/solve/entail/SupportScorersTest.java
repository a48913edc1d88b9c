package org.qakit.solve.entail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.TextRole;
import org.qakit.encode.CrossEncoder;

/** EncoderSupport and CrossEncoderSupport over stubs with hand-picked vectors and logits. */
class SupportScorersTest {

  /** 2-dimensional unit vectors by (role, text); the hypothesis differs by role, to show which one is used. */
  private static final TextEncoder STUB = new TextEncoder() {
    final Map<String, float[]> vectors = Map.of(
        "QUERY:h", new float[] {1, 0},
        "PASSAGE:h", new float[] {0, 1},
        "PASSAGE:a", new float[] {0.6f, 0.8f},
        "PASSAGE:b", new float[] {0, 1});

    @Override
    public String modelId() {
      return "stub";
    }

    @Override
    public int dimension() {
      return 2;
    }

    @Override
    public boolean normalized() {
      return true;
    }

    @Override
    public float[][] encode(List<String> texts, TextRole role) {
      return texts.stream().map(t -> vectors.get(role + ":" + t)).toArray(float[][]::new);
    }
  };

  @Test
  void encoderSupportIsTheCosineOfTheHypothesisAsAQueryAndEachPremiseAsAPassage() {
    var support = new EncoderSupport(STUB);
    // (1, 0)·(0.6, 0.8) = 0.6; (1, 0)·(0, 1) = 0 (with the passage vector of h it would be 0.8 and 1)
    assertThat(support.support("h", List.of("a", "b"))).containsExactly(new double[] {0.6, 0.0}, within(1e-7));
    assertThat(support.support("h", List.of())).isEmpty();
    assertThat(support.describe()).isEqualTo("cosine(stub)");
    assertThat(support.floor()).isEqualTo(-1);
    assertThatThrownBy(() -> new EncoderSupport(null)).hasMessageContaining("--encoder");
  }

  @Test
  void crossEncoderSupportIsTheModelsLogitWithTheHypothesisFirst() {
    var model = new CrossEncoder() {
      @Override
      public String id() {
        return "nli.onnx";
      }

      @Override
      public float[] score(String query, List<String> passages) {
        // the logit is the length of query + passage, and negative when the query is not first
        float[] out = new float[passages.size()];
        for (int i = 0; i < out.length; i++) {
          out[i] = (query.equals("hypothesis") ? 1 : -1) * (query.length() + passages.get(i).length());
        }
        return out;
      }

      @Override
      public long truncated() {
        return 0;
      }

      @Override
      public void close() {}
    };
    var support = new CrossEncoderSupport(model);
    // "hypothesis" (10) + "ab" (2) = 12; + "abcd" (4) = 14
    assertThat(support.support("hypothesis", List.of("ab", "abcd"))).containsExactly(12.0, 14.0);
    assertThat(support.describe()).isEqualTo("cross-encoder(nli.onnx)");
    assertThat(support.floor()).isEqualTo(-Float.MAX_VALUE);
  }
}
