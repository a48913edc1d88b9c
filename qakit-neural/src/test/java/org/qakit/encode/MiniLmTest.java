package org.qakit.encode;

import org.qakit.embed.Vectors;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** all-MiniLM-L6-v2 (int8) from its LangChain4j jar; one encoder for the class. */
class MiniLmTest {
  private static OnnxEncoder encoder;

  @BeforeAll
  static void open() {
    encoder = OnnxEncoder.open(Models.ALL_MINILM_L6, new EncoderConfig(2, 1));
  }

  @AfterAll
  static void close() {
    encoder.close();
  }

  @Test
  void theFingerprintIsTheSha256OfGraphAndTokenizerAndTheSameWithoutTheBytes() throws Exception {
    ModelFiles files = ModelFiles.load(Models.ALL_MINILM_L6);
    var sha = java.security.MessageDigest.getInstance("SHA-256");
    sha.update(files.onnx());
    sha.update(files.tokenizer());
    String expected = java.util.HexFormat.of().formatHex(sha.digest());
    assertThat(files.fingerprint()).isEqualTo(expected);
    assertThat(files.fingerprintLater().get()).isEqualTo(expected);
    assertThat(encoder.fingerprint()).isEqualTo(expected + " onnxruntime-" + OnnxSessions.runtimeVersion());
    assertThat(ModelFiles.of(Models.ALL_MINILM_L6, files.onnx(), files.tokenizer(), "given").fingerprint()).isEqualTo("given");
    assertThat(ModelFiles.load(Models.BGE_SMALL_EN).fingerprint()).as("another model's").isNotEqualTo(expected).hasSize(64);
  }

  @Test
  void vectorsHave384DimensionsAndUnitLength() {
    float[] v = encoder.encodePassage(BgeSmallEnTest.ANSWER);
    assertThat(v).hasSize(384);
    assertThat(Math.sqrt(Vectors.dot(v, v))).isCloseTo(1.0, within(1e-5));
  }

  @Test
  void matchesAnIndependentPythonEncoding() {
    // tools/reference-embeddings.py with all-MiniLM-L6-v2, mean pooling over the 16 tokens
    assertThat(Arrays.copyOf(encoder.encodePassage(BgeSmallEnTest.ANSWER), 8)).usingComparatorWithPrecision(2e-4f).containsExactly(
        -0.099235f, 0.035445f, 0.008166f, 0.048835f, -0.031661f, 0.006512f, 0.013943f, 0.045072f);
  }

  @Test
  void paraphrasesAreCloserThanUnrelatedSentences() {
    float[][] v = encoder.encodePassages(List.of(
        "The cat sat on the mat.", "A cat was sitting on the rug.", "Quantum computers use qubits to store information."));
    assertThat(Vectors.dot(v[0], v[1])).isGreaterThan(Vectors.dot(v[0], v[2]) + 0.3);
  }

  @Test
  void hasNoQueryPrefix() {
    assertThat(encoder.encodeQuery(BgeSmallEnTest.QUERY)).containsExactly(encoder.encodePassage(BgeSmallEnTest.QUERY));
  }

  @Test
  void textsOverTheLimitAreTruncatedAndCounted() {
    long before = encoder.truncated();
    // 254 words + [CLS] + [SEP] = 256 tokens: fits; 255 words do not
    float[][] v = encoder.encodePassages(List.of("word ".repeat(254), "word ".repeat(255), "word ".repeat(1000)));
    assertThat(encoder.truncated() - before).isEqualTo(2);
    // cut to the same 256 tokens, the two long texts get the same vector
    assertThat(v[1]).containsExactly(v[2]);
  }

  @Test
  void clsAndMeanPoolingOfOneGraphDiffer() {
    // the same graph pooled by its first token only: a different vector, and on this model (trained
    // with mean pooling) a worse one: the paraphrase margin shrinks
    List<String> texts = List.of("The cat sat on the mat.", "A cat was sitting on the rug.", "Quantum computers use qubits to store information.");
    try (var cls = OnnxEncoder.open(Models.ALL_MINILM_L6.withPooling(Pooling.CLS), new EncoderConfig(1, 1))) {
      float[][] mean = encoder.encodePassages(texts);
      float[][] first = cls.encodePassages(texts);
      assertThat(Vectors.dot(mean[0], first[0])).isLessThan(0.95);
      double meanMargin = Vectors.dot(mean[0], mean[1]) - Vectors.dot(mean[0], mean[2]);
      double clsMargin = Vectors.dot(first[0], first[1]) - Vectors.dot(first[0], first[2]);
      assertThat(meanMargin).isGreaterThan(clsMargin);
    }
  }

  @Test
  void oneAndTwoThreadsGiveTheSameVectors() {
    List<String> texts = List.of(BgeSmallEnTest.ANSWER, BgeSmallEnTest.UNRELATED, "word ".repeat(300));
    try (var one = OnnxEncoder.open(Models.ALL_MINILM_L6, new EncoderConfig(1, 1))) {
      float[][] a = one.encodePassages(texts);
      float[][] b = encoder.encodePassages(texts);
      for (int i = 0; i < texts.size(); i++) {
        assertThat(a[i]).containsExactly(b[i]);
      }
    }
  }
}
