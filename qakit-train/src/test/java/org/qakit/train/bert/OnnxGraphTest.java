package org.qakit.train.bert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.qakit.encode.ModelFiles;

/** Reading all-MiniLM-L6-v2's fp32 ONNX file: initializers, MatMul weights by node, the BERT shape. */
class OnnxGraphTest {

  @Test
  void namesEveryWeightOfMiniLmAndReadsItsShape() {
    var graph = OnnxGraph.read(ModelFiles.load(BaseModels.ALL_MINILM_L6.spec()).onnx(), "minilm");
    assertThat(graph.initializers()).hasSize(101);
    assertThat(graph.nodes().stream().filter(n -> n.opType().equals("MatMul") && n.inputs().stream().anyMatch(i -> i.startsWith("onnx::"))))
        .hasSize(36);
    var named = OnnxBertWeights.named(graph, "minilm");
    assertThat(named.get("encoder.layer.0.attention.self.query.weight").shape()).containsExactly(384, 384);
    assertThat(named.get("encoder.layer.5.intermediate.dense.weight").shape()).containsExactly(384, 1536);
    assertThat(named.get("encoder.layer.5.output.dense.weight").shape()).containsExactly(1536, 384);
    assertThat(OnnxBertWeights.config(named, 12, "minilm")).isEqualTo(new BertConfig(30522, 384, 6, 12, 1536, 512, 2, 1e-12f));
  }

  @Test
  void aFileThatIsNotOnnxIsRefused() {
    assertThatThrownBy(() -> OnnxGraph.read("{\"not\": \"onnx\"}".getBytes(StandardCharsets.UTF_8), "x.onnx"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("x.onnx: not");
  }
}
