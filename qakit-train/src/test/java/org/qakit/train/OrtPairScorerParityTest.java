package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.ndarray.NDManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.encode.CrossEncoder;
import org.qakit.encode.ModelException;
import org.qakit.encode.ModelFiles;
import org.qakit.encode.TextTokenizer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.testing.SharedData;
import org.qakit.train.FineTunedCrossEncoder.Engine;
import org.qakit.train.bert.BaseModels;
import org.qakit.train.bert.BertShapes;
import org.qakit.train.bert.OnnxBertWeights;
import org.qakit.train.bert.LoadedBert;
import org.qakit.train.bert.NdListFile;
import org.qakit.train.bert.OnnxGraph;
import org.qakit.train.bert.OnnxOverrides;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Tensor;

/**
 * A fine-tuned model scores the same on onnxruntime as on DJL/libtorch. The model: all-MiniLM-L6-v2
 * with every weight moved deterministically (each value scaled by 1 ± 5 %, a different factor per
 * value), so that running the base file's own weights would give other scores, plus a seeded head.
 * Real pairs: WikiQA dev questions with their candidates (pair head) and ARC-Easy validation items
 * (choice head). A weight put back transposed or under its neighbour's name breaks the parity,
 * which shows the comparison can fail; a tensor without an initializer or of another shape is a
 * one-line error naming it.
 */
class OrtPairScorerParityTest {
  private static final int MAX_LENGTH = 128;

  @TempDir static Path dir;
  static Path pair;
  static Path choice;
  static byte[] onnx;
  static OnnxGraph graph;
  static AnswerSelectionItem first;
  static float[] firstScores;

  @BeforeAll
  static void perturbedMiniLm() throws Exception {
    var spec = BaseModels.ALL_MINILM_L6.spec();
    String sha = Sha256.hex(ModelFiles.tokenizer(spec));
    try (NDManager m = org.qakit.train.bert.Torch.newManager(); LoadedBert base = LoadedBert.load(BaseModels.ALL_MINILM_L6, MAX_LENGTH, m)) {
      Parameters p = base.bert().parameters();
      for (Tensor t : p.tensors().values()) {
        float[] v = t.values().clone();
        for (int i = 0; i < v.length; i++) {
          v[i] *= (float) (1 + 0.05 * Math.sin(0.7 * i + t.name().length()));
        }
        p.put(new Tensor(t.name(), t.shape(), v));
      }
      PairScorer.addHead(p, base.bert().config().hidden(), 7);
      p.put(new Tensor(PairScorer.BIAS, new long[] {1}, new float[] {0.25f}));
      pair = dir.resolve("minilm-pair");
      choice = dir.resolve("minilm-choice");
      PairModelFolder.save(pair, new PairModelFolder.Config("pair", spec.id(), base.bert().config(), MAX_LENGTH,
          spec.tokenizerResource(), sha, null), p);
      PairModelFolder.save(choice, new PairModelFolder.Config("choice", spec.id(), base.bert().config(), MAX_LENGTH,
          spec.tokenizerResource(), sha, false), new Parameters(m));
      Files.copy(pair.resolve(PairModelFolder.WEIGHTS), choice.resolve(PairModelFolder.WEIGHTS), StandardCopyOption.REPLACE_EXISTING);
      first = wikiQa(1).getFirst();
      firstScores = new PairScorer("perturbed", base.bert(), base.tokenizer()).score(first.question(), texts(first));
    }
    onnx = ModelFiles.load(spec).onnx();
    graph = OnnxGraph.read(onnx, spec.id());
  }

  @Test
  void pairHeadScoresWikiQaDevLikeLibtorch() throws Exception {
    List<AnswerSelectionItem> items = wikiQa(4);
    try (var djl = FineTunedCrossEncoder.open(pair, Head.PAIR, Engine.LIBTORCH, 2);
        var ort = FineTunedCrossEncoder.open(pair, Head.PAIR)) {
      assertThat(ort.engine()).as("the default for a registered fp32 base model").isEqualTo(Engine.ONNXRUNTIME);
      assertThat(djl.engine()).isEqualTo(Engine.LIBTORCH);
      assertParity(djl, ort, items);
      assertThat(ort.truncated()).isEqualTo(djl.truncated());
    }
  }

  @Test
  void choiceHeadScoresArcOptionsLikeLibtorch() throws Exception {
    var arc = Formats.get("arc").read(SharedData.path("arc/ARC-Easy-validation.jsonl"), ReadOptions.STRICT).items();
    var groups = new ArrayList<AnswerSelectionItem>();
    for (var item : arc.subList(0, 3)) {
      var mc = (MultipleChoiceItem) item;
      groups.add(ChoiceExamples.of(mc, "Knowledge: " + mc.choices().getFirst().text() + " is often the answer."));
    }
    try (var djl = FineTunedCrossEncoder.open(choice, Head.CHOICE, Engine.LIBTORCH, 2);
        var ort = FineTunedCrossEncoder.open(choice, Head.CHOICE)) {
      assertThat(ort.engine()).isEqualTo(Engine.ONNXRUNTIME);
      assertParity(djl, ort, groups);
    }
  }

  @Test
  void aTransposedOrMisnamedWeightBreaksParity() {
    float[] reference = firstScores;
    List<String> texts = texts(first);
    AnswerSelectionItem item = first;
    Map<String, Tensor> weights = NdListFile.read(pair.resolve(PairModelFolder.WEIGHTS));
    String query = "encoder.layer.0.attention.self.query.weight";
    String key = "encoder.layer.3.attention.self.key.weight";
    String value = "encoder.layer.3.attention.self.value.weight";

    var transposed = new LinkedHashMap<>(weights);
    transposed.put(query, transpose(weights.get(query)));
    assertThat(maxDifference(reference, ortScores(transposed, item.question(), texts))).as("query weight transposed").isGreaterThan(1e-3);

    var swapped = new LinkedHashMap<>(weights);
    swapped.put(key, weights.get(value).named(key));
    swapped.put(value, weights.get(key).named(value));
    assertThat(maxDifference(reference, ortScores(swapped, item.question(), texts))).as("key and value swapped").isGreaterThan(1e-3);

    assertThat(maxDifference(reference, ortScores(weights, item.question(), texts))).as("as saved").isLessThan(1e-4);
  }

  @Test
  void aTensorWithoutItsInitializerOrOfAnotherShapeIsAOneLineError() {
    Map<String, Tensor> weights = NdListFile.read(pair.resolve(PairModelFolder.WEIGHTS));
    String inner = "encoder.layer.0.intermediate.dense.weight";

    var misnamed = new LinkedHashMap<>(weights);
    misnamed.put("encoder.layer.0.attention.self.qeury.weight", weights.get("encoder.layer.0.attention.self.query.weight")
        .named("encoder.layer.0.attention.self.qeury.weight"));
    assertThatThrownBy(() -> OnnxOverrides.of(graph, misnamed, "m")).isInstanceOf(ModelException.class)
        .hasMessage("m: fine-tuned tensor encoder.layer.0.attention.self.qeury.weight has no initializer in the base model's ONNX graph");

    var reshaped = new LinkedHashMap<>(weights);
    reshaped.put(inner, transpose(weights.get(inner)));
    assertThatThrownBy(() -> OnnxOverrides.of(graph, reshaped, "m")).isInstanceOf(ModelException.class)
        .hasMessageStartingWith("m: fine-tuned tensor " + inner + " has shape [1536, 384], its ONNX initializer onnx::MatMul_")
        .hasMessageEndingWith(" [384, 1536]");

    var missing = new LinkedHashMap<>(weights);
    missing.remove(inner);
    assertThatThrownBy(() -> OnnxOverrides.of(graph, missing, "m")).isInstanceOf(ModelException.class)
        .hasMessageContaining("(" + inner + ") [384, 1536] has no fine-tuned tensor and is not a constant")
        .hasMessageNotContaining("\n");

    assertThat(OnnxOverrides.of(graph, weights, "m")).hasSize(weights.size() - 2);
  }

  @Test
  void everyFp32BaseModelsWeightsGoBackToEveryInitializer() {
    for (var model : List.of(BaseModels.ALL_MINILM_L6, BaseModels.BGE_SMALL_EN, BaseModels.E5_SMALL)) {
      OnnxGraph g = model == BaseModels.ALL_MINILM_L6 ? graph : OnnxGraph.read(ModelFiles.load(model.spec()).onnx(), model.id());
      Map<String, Tensor> named = OnnxBertWeights.named(g, model.id());
      var encoder = new LinkedHashMap<String, Tensor>();
      BertShapes.expected(OnnxBertWeights.config(named, model.heads(), model.id())).keySet().forEach(n -> encoder.put(n, named.get(n)));
      Map<String, Tensor> overrides = OnnxOverrides.of(g, encoder, model.id());
      assertThat(overrides).as(model.id()).hasSize(encoder.size());
      overrides.forEach((onnxName, t) -> assertThat(t.values()).as(model.id() + " " + onnxName)
          .isSameAs(g.initializers().get(onnxName).values()));
    }
  }

  @Test
  void anInt8BaseModelStaysOnLibtorch() throws Exception {
    var zh = BaseModels.BGE_SMALL_ZH;
    OnnxGraph int8 = OnnxGraph.read(ModelFiles.load(zh.spec()).onnx(), zh.id());
    assertThat(OnnxOverrides.refusal(int8)).startsWith("its ONNX file is int8, which cannot take fp32 weights");
    assertThat(OnnxOverrides.refusal(graph)).isNull();
    Path folder = dir.resolve("zh");
    PairModelFolder.save(folder, new PairModelFolder.Config("pair", zh.id(), null, MAX_LENGTH, zh.spec().tokenizerResource(),
        "-", null), new Parameters(null));
    assertThatThrownBy(() -> FineTunedCrossEncoder.open(folder, Head.PAIR, Engine.ONNXRUNTIME, 1)).isInstanceOf(ModelException.class)
        .hasMessageStartingWith("model folder " + folder + ": cannot run on onnxruntime: base model bge-small-zh-v15: its ONNX file is int8");
  }

  private static float[] ortScores(Map<String, Tensor> weights, String query, List<String> texts) {
    try (var tok = new TextTokenizer(ModelFiles.tokenizer(BaseModels.ALL_MINILM_L6.spec()), MAX_LENGTH, "test");
        var ort = OrtPairScorer.open("test", onnx, graph, weights, tok, 2)) {
      return ort.score(query, texts);
    }
  }

  private static List<String> texts(AnswerSelectionItem item) {
    return item.candidates().stream().map(Candidate::text).toList();
  }

  private static void assertParity(CrossEncoder djl, CrossEncoder ort, List<AnswerSelectionItem> items) {
    double worst = 0;
    double spread = 0;
    int pairs = 0;
    for (var item : items) {
      List<String> texts = item.candidates().stream().map(Candidate::text).toList();
      float[] a = djl.score(item.question(), texts);
      float[] b = ort.score(item.question(), texts);
      assertThat(b).hasSameSizeAs(a);
      worst = Math.max(worst, maxDifference(a, b));
      spread = Math.max(spread, Math.abs(a[0] - a[a.length - 1]));
      assertThat(ranking(b)).as("ranking of " + item.id()).isEqualTo(ranking(a));
      pairs += a.length;
    }
    System.out.printf(java.util.Locale.ROOT, "%d pairs, max abs difference libtorch vs onnxruntime %.2e%n", pairs, worst);
    assertThat(spread).as("the scores are not all the same").isGreaterThan(1e-3);
    assertThat(worst).as("max abs difference libtorch vs onnxruntime").isLessThan(1e-4);
  }

  private static List<Integer> ranking(float[] s) {
    return IntStream.range(0, s.length).boxed().sorted(Comparator.comparingDouble(i -> -s[i])).toList();
  }

  private static double maxDifference(float[] a, float[] b) {
    double worst = 0;
    for (int i = 0; i < a.length; i++) {
      worst = Math.max(worst, Math.abs(a[i] - b[i]));
    }
    return worst;
  }

  private static Tensor transpose(Tensor t) {
    int rows = (int) t.shape()[0];
    int cols = (int) t.shape()[1];
    float[] v = new float[t.values().length];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        v[c * rows + r] = t.values()[r * cols + c];
      }
    }
    return new Tensor(t.name(), new long[] {cols, rows}, v);
  }

  /** The first {@code n} WikiQA dev questions with at least three candidates and a positive. */
  private static List<AnswerSelectionItem> wikiQa(int n) throws Exception {
    return Formats.get("wikiqa").read(SharedData.path("wikiqa/WikiQA-dev.tsv"), ReadOptions.STRICT).items().stream()
        .map(AnswerSelectionItem.class::cast)
        .filter(a -> a.candidates().size() >= 3 && a.candidates().stream().anyMatch(Candidate::positive)).limit(n).toList();
  }
}
