package org.qakit.encode;

import static org.qakit.encode.TinyOnnx.FLOAT;
import static org.qakit.encode.TinyOnnx.INT64;
import static org.qakit.encode.TinyOnnx.intAttribute;
import static org.qakit.encode.TinyOnnx.intsAttribute;
import static org.qakit.encode.TinyOnnx.node;
import static org.qakit.encode.TinyOnnx.tensor;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/** Tiny graphs whose outputs a test can compute by hand from the token ids. */
final class TinyModels {
  private TinyModels() {}

  /**
   * A fake bi-encoder: {@code last_hidden_state[b, t] = (input_ids[b, t], attention_mask[b, t])},
   * shape [batch, tokens, 2]; the last axis is declared as {@code dim} (a number, or a name for a
   * dynamic axis).
   */
  static byte[] idEchoEncoder(Object dim) {
    return TinyOnnx.model(
        List.of(
            node("Cast", List.of("input_ids"), List.of("ids_f"), intAttribute("to", FLOAT)),
            node("Cast", List.of("attention_mask"), List.of("mask_f"), intAttribute("to", FLOAT)),
            node("Unsqueeze", List.of("ids_f"), List.of("ids_3d"), intsAttribute("axes", 2)),
            node("Unsqueeze", List.of("mask_f"), List.of("mask_3d"), intsAttribute("axes", 2)),
            node("Concat", List.of("ids_3d", "mask_3d"), List.of("last_hidden_state"), intAttribute("axis", 2))),
        List.of(tensor("input_ids", INT64, "batch", "tokens"), tensor("attention_mask", INT64, "batch", "tokens")),
        List.of(tensor("last_hidden_state", FLOAT, "batch", "tokens", dim)));
  }

  /**
   * A graph whose hidden size is only known at run time: {@code last_hidden_state = idsᵀ·mask},
   * shape [batch, tokens, tokens] (the outer product of each row's ids and mask).
   */
  static byte[] tokensByTokens() {
    return TinyOnnx.model(
        List.of(
            node("Cast", List.of("input_ids"), List.of("ids_f"), intAttribute("to", FLOAT)),
            node("Cast", List.of("attention_mask"), List.of("mask_f"), intAttribute("to", FLOAT)),
            node("Unsqueeze", List.of("ids_f"), List.of("column"), intsAttribute("axes", 2)),
            node("Unsqueeze", List.of("mask_f"), List.of("row"), intsAttribute("axes", 1)),
            node("MatMul", List.of("column", "row"), List.of("last_hidden_state"))),
        List.of(tensor("input_ids", INT64, "batch", "tokens"), tensor("attention_mask", INT64, "batch", "tokens")),
        List.of(tensor("last_hidden_state", FLOAT, "batch", "tokens", "tokens")));
  }

  /**
   * A fake cross-encoder with output {@code logits} [batch, 2]: column 0 is Σₜ mₜ·idₜ (the sum of
   * the real token ids), column 1 is Σₜ mₜ·typeₜ (the tokens of the second text, its [SEP] included).
   */
  static byte[] idSumCrossEncoder() {
    return TinyOnnx.model(
        List.of(
            node("Cast", List.of("input_ids"), List.of("ids_f"), intAttribute("to", FLOAT)),
            node("Cast", List.of("attention_mask"), List.of("mask_f"), intAttribute("to", FLOAT)),
            node("Cast", List.of("token_type_ids"), List.of("types_f"), intAttribute("to", FLOAT)),
            node("Mul", List.of("ids_f", "mask_f"), List.of("ids_m")),
            node("Mul", List.of("types_f", "mask_f"), List.of("types_m")),
            node("ReduceSum", List.of("ids_m"), List.of("id_sum"), intsAttribute("axes", 1), intAttribute("keepdims", 1)),
            node("ReduceSum", List.of("types_m"), List.of("type_sum"), intsAttribute("axes", 1), intAttribute("keepdims", 1)),
            node("Concat", List.of("id_sum", "type_sum"), List.of("logits"), intAttribute("axis", 1))),
        List.of(tensor("input_ids", INT64, "batch", "tokens"), tensor("attention_mask", INT64, "batch", "tokens"),
            tensor("token_type_ids", INT64, "batch", "tokens")),
        List.of(tensor("logits", FLOAT, "batch", 2L)));
  }

  /** bge-small-en's tokenizer.json (BERT uncased WordPiece: [CLS] = 101, [SEP] = 102, hello = 7592, world = 2088). */
  static byte[] bertTokenizer() {
    try (InputStream in = TinyModels.class.getClassLoader().getResourceAsStream(Models.BGE_SMALL_EN.tokenizerResource())) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A registry entry for the id-echo encoder (2 dimensions, no normalisation, so outputs stay exact). */
  static ModelSpec echoSpec(Pooling pooling, int maxLength) {
    return new ModelSpec("tiny-echo", "tiny id-echo graph", org.qakit.text.Language.ENGLISH, "test:tiny",
        "tiny.onnx", "tiny-tokenizer.json", pooling, false, maxLength, "query: ", 2, "MIT");
  }
}
