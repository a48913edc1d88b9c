package org.qakit.encode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OnnxCrossEncoder on a hand-built graph (TinyModels.idSumCrossEncoder): column 0 is the sum of
 * the pair's real token ids, column 1 the number of second-text tokens. BERT ids: [CLS] 101,
 * [SEP] 102, hello 7592, world 2088.
 */
class OnnxCrossEncoderTest {
  @TempDir Path dir;
  Path model;
  Path tokenizer;

  @BeforeEach
  void writeFiles() throws IOException {
    model = Files.write(dir.resolve("tiny-cross.onnx"), TinyModels.idSumCrossEncoder());
    tokenizer = Files.write(dir.resolve("tokenizer.json"), TinyModels.bertTokenizer());
  }

  @Test
  void scoresEachPairFromItsTokens() {
    try (var ce = OnnxCrossEncoder.open(CrossEncoderSpec.of(model, tokenizer), new EncoderConfig(1, 2))) {
      // [CLS] hello [SEP] world [SEP] = 101 + 7592 + 102 + 2088 + 102 = 9985;
      // [CLS] hello [SEP] hello world [SEP] = 101 + 7592 + 102 + 7592 + 2088 + 102 = 17577 (padding of
      // the first pair does not count); a third pair in a second batch of one: "world" again = 9985
      assertThat(ce.score("hello", List.of("world", "hello world", "world"))).containsExactly(9985f, 17577f, 9985f);
      assertThat(ce.id()).isEqualTo("tiny-cross.onnx");
    }
  }

  @Test
  void theLabelColumnPicksTheScore() {
    try (var ce = OnnxCrossEncoder.open(new CrossEncoderSpec(model, tokenizer, 512, 1), EncoderConfig.DEFAULT)) {
      // second-text tokens: "world [SEP]" = 2, "hello world [SEP]" = 3
      assertThat(ce.score("hello", List.of("world", "hello world"))).containsExactly(2f, 3f);
    }
  }

  @Test
  void longPairsAreTruncatedLongerTextFirstAndCounted() {
    try (var ce = OnnxCrossEncoder.open(new CrossEncoderSpec(model, tokenizer, 5, 0), EncoderConfig.DEFAULT)) {
      // 6 tokens > 5: the passage (2 words) loses "world": [CLS] hello [SEP] hello [SEP] = 15489
      assertThat(ce.score("hello", List.of("hello world", "world"))).containsExactly(15489f, 9985f);
      assertThat(ce.truncated()).isEqualTo(1);
    }
  }

  @Test
  void aMissingFileFailsAtOpenNamingTheModel() {
    Path missing = dir.resolve("reranker.onnx");
    assertThatThrownBy(() -> OnnxCrossEncoder.open(CrossEncoderSpec.of(missing, tokenizer), EncoderConfig.DEFAULT))
        .isInstanceOf(ModelException.class)
        .hasMessage("cross-encoder reranker.onnx: no such file " + missing);
  }

  @Test
  void aLabelColumnOutsideTheOutputFailsAtOpen() {
    assertThatThrownBy(() -> OnnxCrossEncoder.open(new CrossEncoderSpec(model, tokenizer, 512, 2), EncoderConfig.DEFAULT))
        .isInstanceOf(ModelException.class)
        .hasMessage("cross-encoder tiny-cross.onnx: its graph declares output logits of shape [-1, 2],"
            + " expected [batch] or [batch, labels] with label column 2 inside it");
  }

  @Test
  void aFileThatIsNotOnnxFailsAtOpen() throws IOException {
    Files.writeString(model, "not a graph");
    assertThatThrownBy(() -> OnnxCrossEncoder.open(CrossEncoderSpec.of(model, tokenizer), EncoderConfig.DEFAULT))
        .isInstanceOf(ModelException.class)
        .hasMessageStartingWith("cross-encoder tiny-cross.onnx: onnxruntime cannot load the graph: ");
  }

  @Test
  void specRejectsBadArguments() {
    assertThatThrownBy(() -> new CrossEncoderSpec(model, tokenizer, 2, 0))
        .hasMessage("cross-encoder tiny-cross.onnx: max length must leave room for [CLS] and two [SEP], found 2");
    assertThatThrownBy(() -> new CrossEncoderSpec(model, tokenizer, 512, -1))
        .hasMessage("cross-encoder tiny-cross.onnx: label column must be 0 or more, found -1");
  }
}
