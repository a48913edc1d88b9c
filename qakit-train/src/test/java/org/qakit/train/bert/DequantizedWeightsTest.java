package org.qakit.train.bert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.encode.ModelException;
import org.qakit.encode.ModelFiles;

/** Dequantizing int8 weights: by hand on a tiny matrix, and bge-small-zh-v1.5's int8 file read whole. */
class DequantizedWeightsTest {

  @Test
  void eachColumnHasItsScaleAndZeroPoint() {
    // [[-2, 0, 5], [1, -128, 127]], scales (0.5, 0.25, 2), zero points (0, 1, -1): w = (q - zero) * scale
    var q = new IntTensor("w", new long[] {2, 3}, new byte[] {-2, 0, 5, 1, -128, 127}, false);
    var zero = new IntTensor("z", new long[] {3}, new byte[] {0, 1, -1}, false);
    Tensor w = DequantizedWeights.dequantize("w", q, new float[] {0.5f, 0.25f, 2f}, zero, 3);
    assertThat(w.shape()).containsExactly(2, 3);
    assertThat(w.values()).containsExactly(-1f, -0.25f, 12f, 0.5f, -32.25f, 256f);
  }

  @Test
  void oneScaleAndUnsignedBytesForATable() {
    // UINT8 200, 128, 0 with zero point 128 and scale 0.1
    var q = new IntTensor("t", new long[] {3, 1}, new byte[] {(byte) 200, (byte) 128, 0}, true);
    var zero = new IntTensor("z", new long[] {}, new byte[] {(byte) 128}, true);
    assertThat(DequantizedWeights.dequantize("t", q, new float[] {0.1f}, zero, 1).values()).containsExactly(72 * 0.1f, 0f, -128 * 0.1f);
  }

  @Test
  void readsBgeSmallZhInt8AsAFourLayerBert() {
    var graph = OnnxGraph.read(ModelFiles.load(BaseModels.BGE_SMALL_ZH.spec()).onnx(), "zh");
    assertThat(graph.integers()).containsKeys("embeddings.word_embeddings.weight_quantized", "onnx::MatMul_541_quantized");
    Map<String, Tensor> named = OnnxBertWeights.named(graph, "zh");
    assertThat(OnnxBertWeights.config(named, 8, "zh")).isEqualTo(new BertConfig(21128, 512, 4, 8, 2048, 512, 2, 1e-12f));
    assertThat(named.get("encoder.layer.3.output.dense.weight").shape()).containsExactly(2048, 512);

    // a word embedding: UINT8, one scale and zero point (128) for the table
    IntTensor words = graph.integers().get("embeddings.word_embeddings.weight_quantized");
    float wordScale = graph.initializers().get("embeddings.word_embeddings.weight_scale").values()[0];
    int at = 100 * 512 + 37;
    assertThat(named.get("embeddings.word_embeddings.weight").values()[at]).isEqualTo((words.get(at) - 128) * wordScale);

    // layer 0's query matrix (MatMulInteger /encoder/layer.0/attention/self/query/MatMul_quant): INT8, a scale per column
    var query = graph.nodes().stream().filter(n -> n.name().equals("/encoder/layer.0/attention/self/query/MatMul_quant")).findFirst()
        .orElseThrow();
    IntTensor q = graph.integers().get(query.inputs().get(1));
    float[] scales = graph.initializers().get(query.inputs().get(1).replace("_quantized", "_scale")).values();
    assertThat(scales).hasSize(512);
    assertThat(scales[7]).isNotEqualTo(scales[3]);
    int cell = 3 * 512 + 7;
    assertThat(named.get("encoder.layer.0.attention.self.query.weight").values()[cell]).isEqualTo(q.get(cell) * scales[7]);
    // biases and LayerNorms are fp32 in the file and pass through
    assertThat(named.get("encoder.layer.0.attention.self.query.bias").values())
        .containsExactly(graph.initializers().get("encoder.layer.0.attention.self.query.bias").values());
  }

  @Test
  void aMissingScaleNamesTheFileAndTheWeight() {
    var weight = new IntTensor("onnx::MatMul_9_quantized", new long[] {1, 2}, new byte[] {1, 2}, false);
    var zero = new IntTensor("onnx::MatMul_9_zero_point", new long[] {2}, new byte[] {0, 0}, false);
    var node = new OnnxGraph.Node("/encoder/layer.0/output/dense/MatMul_quant", "MatMulInteger",
        List.of("x", weight.name(), "x_zero", zero.name()), List.of("y"));
    var graph = new OnnxGraph(Map.of(), Map.of(weight.name(), weight, zero.name(), zero), List.of(node));
    assertThatThrownBy(() -> DequantizedWeights.named(graph, "m.onnx")).isInstanceOf(ModelException.class)
        .hasMessage("m.onnx: weight encoder.layer.0.output.dense.weight is int8, but its scale onnx::MatMul_9_scale is not an fp32"
            + " initializer");
  }
}
