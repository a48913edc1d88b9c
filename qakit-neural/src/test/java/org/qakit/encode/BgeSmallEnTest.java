package org.qakit.encode;

import org.qakit.embed.Vectors;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** bge-small-en-v1.5 (int8) from its LangChain4j jar; one encoder for the class. */
class BgeSmallEnTest {
  static final String QUERY = "how are glacier caves formed?";
  static final String ANSWER = "A glacier cave is a cave formed within the ice of a glacier.";
  static final String UNRELATED = "The stock market fell sharply on Monday after the interest rate announcement.";

  private static OnnxEncoder encoder;

  @BeforeAll
  static void open() {
    encoder = OnnxEncoder.open(Models.BGE_SMALL_EN, new EncoderConfig(2, 1));
  }

  @AfterAll
  static void close() {
    encoder.close();
  }

  @Test
  void vectorsHave384DimensionsAndUnitLength() {
    for (float[] v : encoder.encodePassages(List.of(ANSWER, UNRELATED, "", "a"))) {
      assertThat(v).hasSize(384);
      assertThat(Math.sqrt(Vectors.dot(v, v))).isCloseTo(1.0, within(1e-5));
    }
  }

  @Test
  void matchesAnIndependentPythonEncoding() {
    // tools/reference-embeddings.py (Python tokenizers 0.22.2 + onnxruntime 1.30.0 without graph
    // optimisations + numpy, CLS, L2):
    // the first 8 components of the query (with BGE's instruction) and of the answer passage
    assertThat(Arrays.copyOf(encoder.encodeQuery(QUERY), 8)).usingComparatorWithPrecision(2e-4f).containsExactly(
        -0.044427f, -0.028700f, -0.030623f, 0.050882f, -0.036613f, 0.050702f, -0.011510f, -0.050837f);
    assertThat(Arrays.copyOf(encoder.encodePassage(ANSWER), 8)).usingComparatorWithPrecision(2e-4f).containsExactly(
        -0.037934f, -0.081167f, -0.005077f, 0.055618f, 0.006380f, 0.024299f, 0.055917f, -0.022389f);
  }

  @Test
  void queryIsCloserToItsAnswerThanToAnUnrelatedSentence() {
    float[] q = encoder.encodeQuery(QUERY);
    float[][] p = encoder.encodePassages(List.of(ANSWER, UNRELATED));
    double relevant = Vectors.dot(q, p[0]);
    double unrelated = Vectors.dot(q, p[1]);
    assertThat(relevant).isGreaterThan(unrelated + 0.2);
  }

  @Test
  void paraphrasesAreCloserThanUnrelatedSentences() {
    float[][] v = encoder.encodePassages(List.of(
        "The cat sat on the mat.", "A cat was sitting on the rug.", "Quantum computers use qubits to store information."));
    assertThat(Vectors.dot(v[0], v[1])).isGreaterThan(Vectors.dot(v[0], v[2]) + 0.2);
  }

  @Test
  void aQueryIsThePassageWithTheInstructionInFront() {
    float[] query = encoder.encodeQuery(QUERY);
    assertThat(encoder.encodePassage(Models.BGE_SMALL_EN.queryPrefix() + QUERY)).containsExactly(query);
    assertThat(Vectors.dot(query, encoder.encodePassage(QUERY))).isLessThan(0.99);
  }

  @Test
  void aListGivesTheSameVectorsAsOneTextAtATime() {
    List<String> texts = List.of(ANSWER, UNRELATED, QUERY, "short", ANSWER + " " + UNRELATED);
    float[][] together = encoder.encodePassages(texts);
    for (int i = 0; i < texts.size(); i++) {
      assertThat(together[i]).as(texts.get(i)).containsExactly(encoder.encodePassage(texts.get(i)));
    }
  }

  @Test
  void registryDimensionOtherThanTheGraphsFailsAtOpenNamingTheModel() {
    assertThatThrownBy(() -> OnnxEncoder.open(Models.BGE_SMALL_EN.withDimension(512), EncoderConfig.DEFAULT))
        .isInstanceOf(ModelException.class)
        .hasMessage("model bge-small-en-v15-q: its graph declares output last_hidden_state of shape [-1, -1, 384],"
            + " expected [batch, tokens, 512] as the model registry states");
  }
}
