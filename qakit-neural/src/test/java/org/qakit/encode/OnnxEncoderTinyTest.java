package org.qakit.encode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * OnnxEncoder on a hand-built graph whose hidden state is (token id, mask) per token, so every
 * vector is computed by hand from the BERT token ids: [CLS] 101, [SEP] 102, hello 7592, world
 * 2088, query 23032, ":" 1024.
 */
class OnnxEncoderTinyTest {
  private static final byte[] TOKENIZER = TinyModels.bertTokenizer();

  private static OnnxEncoder open(Pooling pooling, int maxLength, Object declaredDim, EncoderConfig config) {
    ModelSpec spec = TinyModels.echoSpec(pooling, maxLength);
    byte[] graph = TinyModels.idEchoEncoder(declaredDim);
    return OnnxEncoder.open(ModelFiles.of(spec, graph, TOKENIZER, ModelFiles.fingerprint(graph, TOKENIZER)), config);
  }

  @Test
  void clsPoolingTakesTheClsTokensRow() {
    try (var e = open(Pooling.CLS, 512, 2L, new EncoderConfig(1, 1))) {
      // [CLS] hello [SEP] -> rows (101, 1), (7592, 1), (102, 1); CLS = (101, 1)
      assertThat(e.encodePassage("hello")).containsExactly(101f, 1f);
    }
  }

  @Test
  void meanPoolingAveragesRealTokensAndIgnoresPadding() {
    try (var e = open(Pooling.MEAN, 512, 2L, new EncoderConfig(1, 2))) {
      // batch of two, padded to 4 tokens: "hello world" = (101 + 7592 + 2088 + 102) / 4 = 2470.75;
      // "hello" = (101 + 7592 + 102) / 3 = 2598.333 (its padding row (0, 0) is left out)
      float[][] v = e.encodePassages(List.of("hello world", "hello"));
      assertThat(v[0][0]).isEqualTo(2470.75f);
      assertThat(v[1][0]).isCloseTo(2598.3333f, within(1e-3f));
      assertThat(v[0][1]).isEqualTo(1f);
      assertThat(v[1][1]).isEqualTo(1f);
    }
  }

  @Test
  void batchesRunOnSeveralWorkersComeBackInInputOrder() {
    try (var e = open(Pooling.MEAN, 512, 2L, new EncoderConfig(2, 2))) {
      // sorted by length into batches {c, hello}, {world, hello world}, {hello hello world}, run on two
      // workers; each row's first component is its mean token id:
      // hello (101 + 7592 + 102) / 3 = 2598.333, world (101 + 2088 + 102) / 3 = 763.667,
      // hello world 2470.75, hello hello world (101 + 7592 + 7592 + 2088 + 102) / 5 = 3495
      float[][] v = e.encodePassages(List.of("hello world", "hello", "hello hello world", "world"));
      assertThat(v[0][0]).isEqualTo(2470.75f);
      assertThat(v[1][0]).isCloseTo(2598.3333f, within(1e-3f));
      assertThat(v[2][0]).isEqualTo(3495f);
      assertThat(v[3][0]).isCloseTo(763.6667f, within(1e-3f));
    }
  }

  @Test
  void queriesGetThePrefix() {
    try (var e = open(Pooling.MEAN, 512, 2L, EncoderConfig.DEFAULT)) {
      // "query: hello" -> [CLS] query : hello [SEP] = (101 + 23032 + 1024 + 7592 + 102) / 5 = 6370.2
      assertThat(e.encodeQuery("hello")[0]).isCloseTo(6370.2f, within(1e-2f));
      assertThat(e.encodePassage("hello")[0]).isCloseTo(2598.3333f, within(1e-3f));
    }
  }

  @Test
  void longTextsAreTruncatedAndCounted() {
    try (var e = open(Pooling.MEAN, 3, 2L, EncoderConfig.DEFAULT)) {
      // max 3 tokens: "hello world" becomes [CLS] hello [SEP]; "hello" fits exactly
      float[][] v = e.encodePassages(List.of("hello world", "hello", "hello world hello"));
      assertThat(v[0][0]).isCloseTo(2598.3333f, within(1e-3f));
      assertThat(e.truncated()).isEqualTo(2);
    }
  }

  @Test
  void registeredDimensionOtherThanTheDeclaredOneFailsAtOpen() {
    ModelSpec spec = TinyModels.echoSpec(Pooling.CLS, 512).withDimension(384);
    byte[] graph = TinyModels.idEchoEncoder(2L);
    assertThatThrownBy(() -> OnnxEncoder.open(ModelFiles.of(spec, graph, TOKENIZER, "x"), EncoderConfig.DEFAULT))
        .isInstanceOf(ModelException.class)
        .hasMessage("model tiny-echo: its graph declares output last_hidden_state of shape [-1, -1, 2],"
            + " expected [batch, tokens, 384] as the model registry states");
  }

  @Test
  void dynamicDimensionIsCheckedByAProbeRunAtOpen() {
    ModelSpec spec = TinyModels.echoSpec(Pooling.CLS, 512).withDimension(384);
    byte[] graph = TinyModels.tokensByTokens();
    // the probe text "qakit" has some n tokens: the graph returns [1, n, n], not [1, n, 384]
    assertThatThrownBy(() -> OnnxEncoder.open(ModelFiles.of(spec, graph, TOKENIZER, "x"), EncoderConfig.DEFAULT))
        .isInstanceOf(ModelException.class)
        .hasMessageStartingWith("model tiny-echo: its graph returned output last_hidden_state of shape [1, ")
        .hasMessageEndingWith("], expected [batch, tokens, 384] as the model registry states");
  }

  @Test
  void graphWithoutBertInputsFailsAtOpen() {
    byte[] graph = TinyOnnx.model(
        List.of(TinyOnnx.node("Identity", List.of("x"), List.of("last_hidden_state"))),
        List.of(TinyOnnx.tensor("x", TinyOnnx.FLOAT, "a", "b", 2L)),
        List.of(TinyOnnx.tensor("last_hidden_state", TinyOnnx.FLOAT, "a", "b", 2L)));
    ModelSpec spec = TinyModels.echoSpec(Pooling.CLS, 512);
    assertThatThrownBy(() -> OnnxEncoder.open(ModelFiles.of(spec, graph, TOKENIZER, "x"), EncoderConfig.DEFAULT))
        .hasMessage("model tiny-echo: expected graph inputs input_ids and attention_mask, found [x]");
  }

  @Test
  void missingResourceNamesTheModelAndItsJar() {
    ModelSpec spec = TinyModels.echoSpec(Pooling.CLS, 512);
    assertThatThrownBy(() -> OnnxEncoder.open(spec, EncoderConfig.DEFAULT))
        .isInstanceOf(ModelException.class)
        .hasMessage("model tiny-echo: tiny.onnx is not on the class path; the jar test:tiny (version in qakit's parent POM) must be on it");
  }

  @Test
  void closedEncoderRefusesWork() {
    var e = open(Pooling.CLS, 512, 2L, EncoderConfig.DEFAULT);
    e.close();
    assertThatThrownBy(() -> e.encodePassage("hello")).hasMessage("model tiny-echo: the encoder is closed");
  }

  @Test
  void configRejectsBadSettings() {
    assertThatThrownBy(() -> new EncoderConfig(0, 1)).hasMessage("encoder threads: expected 1 to 256, found 0");
    assertThatThrownBy(() -> new EncoderConfig(1, 0)).hasMessage("encoder batch size: expected 1 to 4096, found 0");
  }
}
