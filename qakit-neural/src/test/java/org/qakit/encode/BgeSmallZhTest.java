package org.qakit.encode;

import org.qakit.embed.Vectors;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** bge-small-zh-v1.5 (int8) from its LangChain4j jar; one encoder for the class. */
class BgeSmallZhTest {
  private static OnnxEncoder encoder;

  @BeforeAll
  static void open() {
    encoder = OnnxEncoder.open(Models.BGE_SMALL_ZH, new EncoderConfig(2, 1));
  }

  @AfterAll
  static void close() {
    encoder.close();
  }

  @Test
  void vectorsHave512DimensionsAndUnitLength() {
    // bge-small-zh's hidden size is 512 (bge-small-en's is 384)
    for (float[] v : encoder.encodePassages(List.of("长城有多长？", "今天天气很好。", ""))) {
      assertThat(v).hasSize(512);
      assertThat(Math.sqrt(Vectors.dot(v, v))).isCloseTo(1.0, within(1e-5));
    }
  }

  @Test
  void matchesAnIndependentPythonEncoding() {
    // tools/reference-embeddings.py with bge-small-zh, CLS pooling, no prefix
    assertThat(Arrays.copyOf(encoder.encodePassage("长城有多长？"), 8)).usingComparatorWithPrecision(2e-4f).containsExactly(
        -0.017348f, 0.058272f, -0.026036f, 0.049236f, -0.010597f, -0.028114f, 0.043375f, -0.010074f);
  }

  @Test
  void paraphrasesAreCloserThanUnrelatedSentences() {
    float[][] v = encoder.encodePassages(List.of("今天天气很好，阳光明媚。", "今天是个晴朗的好天气。", "股票市场周一大幅下跌。"));
    assertThat(Vectors.dot(v[0], v[1])).isGreaterThan(Vectors.dot(v[0], v[2]) + 0.1);
  }

  @Test
  void queryWithInstructionIsCloserToItsAnswer() {
    float[] q = encoder.encodeQuery("长城有多长？");
    float[][] p = encoder.encodePassages(List.of("长城东起山海关，西至嘉峪关，全长约两万一千公里。", "他每天早上喝一杯牛奶。"));
    assertThat(Vectors.dot(q, p[0])).isGreaterThan(Vectors.dot(q, p[1]) + 0.1);
  }

  @Test
  void largerBatchesGiveSlightlyDifferentVectorsBecauseOfDynamicQuantisation() {
    // the int8 graph quantises activations with one scale per batch tensor, so a text's vector
    // depends on its batch neighbours; batch size 1 (the default) avoids it (docs/encoders.md)
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      texts.add("第" + i + "个句子：" + "长城是古代中国的军事防御工程。".repeat(1 + i % 4));
    }
    try (var batched = OnnxEncoder.open(Models.BGE_SMALL_ZH, new EncoderConfig(2, 16))) {
      float[][] b = batched.encodePassages(texts);
      float[][] single = encoder.encodePassages(texts);
      double minCosine = 1;
      double maxDiff = 0;
      for (int i = 0; i < texts.size(); i++) {
        minCosine = Math.min(minCosine, Vectors.dot(b[i], single[i]));
        for (int d = 0; d < 512; d++) {
          maxDiff = Math.max(maxDiff, Math.abs(b[i][d] - single[i][d]));
        }
      }
      assertThat(minCosine).isGreaterThan(0.97);
      assertThat(maxDiff).isGreaterThan(1e-5);
    }
  }
}
