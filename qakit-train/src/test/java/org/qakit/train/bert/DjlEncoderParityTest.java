package org.qakit.train.bert;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.ModelFiles;
import org.qakit.encode.ModelSpec;
import org.qakit.encode.OnnxEncoder;
import org.qakit.encode.Pooling;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.testing.SharedData;

/**
 * The BERT written on DJL, loaded with the fp32 ONNX weights, computes what onnxruntime computes
 * from the same file: pooled (not normalised) vectors of real WikiQA dev sentences agree within
 * 1e-4 in every component, for mean pooling (all-MiniLM-L6-v2) and CLS pooling (bge-small-en-v1.5).
 */
class DjlEncoderParityTest {

  @Test
  void miniLmMeanPoolingMatchesOnnxRuntime() throws Exception {
    assertParity(BaseModels.ALL_MINILM_L6);
  }

  @Test
  void bgeClsPoolingMatchesOnnxRuntime() throws Exception {
    assertParity(BaseModels.BGE_SMALL_EN);
  }

  @Test
  void e5MeanPoolingMatchesOnnxRuntime() throws Exception {
    assertParity(BaseModels.E5_SMALL);
  }

  private static void assertParity(BaseModel model) throws Exception {
    List<String> texts = wikiQaTexts(12);
    ModelSpec raw = unnormalised(model.spec());
    var base = new BaseModel(raw, model.heads());
    float[][] djl;
    try (var encoder = DjlEncoder.open(base)) {
      djl = encoder.encodePassages(texts);
    }
    float[][] onnx;
    try (var encoder = OnnxEncoder.open(ModelFiles.load(raw), new EncoderConfig(1, 1))) {
      onnx = encoder.encodePassages(texts);
    }
    double worst = 0;
    double norm = 0;
    for (int i = 0; i < texts.size(); i++) {
      assertThat(djl[i]).hasSize(raw.dimension());
      for (int d = 0; d < raw.dimension(); d++) {
        worst = Math.max(worst, Math.abs(djl[i][d] - onnx[i][d]));
        norm = Math.max(norm, Math.abs(onnx[i][d]));
      }
    }
    System.out.printf(java.util.Locale.ROOT, "%s: %d texts, max abs difference %.2e, largest component %.3f%n", model.id(), texts.size(),
        worst, norm);
    assertThat(norm).as("vectors are not trivially zero").isGreaterThan(0.1);
    assertThat(worst).as("max abs difference DJL vs onnxruntime, " + model.id()).isLessThan(1e-4);
  }

  /** Questions and candidate sentences of the first WikiQA dev items, long and short. */
  static List<String> wikiQaTexts(int items) throws Exception {
    var data = Formats.get("wikiqa").read(SharedData.path("wikiqa/WikiQA-dev.tsv"), ReadOptions.STRICT);
    var texts = new ArrayList<String>();
    for (var item : data.items().subList(0, items)) {
      var a = (AnswerSelectionItem) item;
      texts.add(a.question());
      Candidate longest = a.candidates().stream().max(java.util.Comparator.comparingInt(c -> c.text().length())).orElseThrow();
      texts.add(longest.text());
    }
    return texts;
  }

  private static ModelSpec unnormalised(ModelSpec s) {
    assertThat(s.pooling()).isIn(Pooling.MEAN, Pooling.CLS);
    return new ModelSpec(s.id(), s.name(), s.language(), s.artifact(), s.onnxResource(), s.tokenizerResource(), s.pooling(),
        false, s.maxLength(), s.queryPrefix(), s.dimension(), s.licence());
  }
}
