package org.qakit.train.bert;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.qakit.embed.Vectors;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.ModelFiles;
import org.qakit.encode.ModelSpec;
import org.qakit.encode.Models;
import org.qakit.encode.OnnxEncoder;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.task.DataHome;
import org.qakit.task.TaskData;
import org.qakit.task.Tasks;
import org.qakit.testing.SharedData;

/**
 * bge-small-zh-v15, dequantized from the int8 file and run on DJL, computes nearly what
 * onnxruntime computes from that int8 file ({@code bge-small-zh-v15-q}), on real NLPCC DBQA
 * texts: the first {@value #QUESTIONS} questions of the subset's dev split and all their
 * candidate sentences. Exact agreement is impossible: onnxruntime also quantizes each layer's
 * input to 8 bits on the fly (DynamicQuantizeLinear), DJL multiplies in fp32.
 *
 * <p>Bounds, set from a measurement with a margin: the pooled (unnormalised) vectors of each of
 * the 136 texts had cosine at least 0.9922 (mean 0.9964), and the max abs difference of a
 * component was 0.150 (largest component 2.52); the test requires cosine at least 0.99 and a max
 * abs difference below 0.25. Per question, the candidates ranked by question–candidate cosine
 * had Kendall's tau at least 0.949 and the same top candidate, and the MRR differed by 0.005; the
 * test requires tau at least 0.9, the same top candidate for all but one question, and the MRR
 * within 0.02. A wrong dequantization is far off (checked once by hand): weight matrices without
 * their scales gave min cosine 0.08, square ones transposed 0.15, scales taken per row instead of
 * per column 0.23, each with tau at most 0.24.
 */
class DequantizedParityTest {
  private static final int QUESTIONS = 6;

  private static List<AnswerSelectionItem> items;
  private static float[][] djlQueries;
  private static float[][] onnxQueries;
  private static List<float[][]> djlCandidates;
  private static List<float[][]> onnxCandidates;

  @BeforeAll
  static void encodeBoth() throws Exception {
    var dev = TaskData.read(Tasks.get("nlpcc-dbqa-subset"), "dev", DataHome.at(SharedData.root()), Path.of(".."), false);
    items = dev.dataset().items().stream().map(AnswerSelectionItem.class::cast).limit(QUESTIONS).toList();
    assertThat(items).hasSize(QUESTIONS);
    ModelSpec djlSpec = unnormalised(BaseModels.BGE_SMALL_ZH.spec());
    djlCandidates = new ArrayList<>();
    try (var encoder = DjlEncoder.open(new BaseModel(djlSpec, BaseModels.BGE_SMALL_ZH.heads()))) {
      djlQueries = encoder.encodeQueries(questions());
      for (var item : items) {
        djlCandidates.add(encoder.encodePassages(texts(item)));
      }
    }
    onnxCandidates = new ArrayList<>();
    try (var encoder = OnnxEncoder.open(ModelFiles.load(unnormalised(Models.BGE_SMALL_ZH)), new EncoderConfig(1, 1))) {
      onnxQueries = encoder.encodeQueries(questions());
      for (var item : items) {
        onnxCandidates.add(encoder.encodePassages(texts(item)));
      }
    }
  }

  @Test
  void pooledVectorsOfEveryTextPointTheSameWay() {
    double minCosine = 1;
    double sumCosine = 0;
    double maxDiff = 0;
    double largest = 0;
    int n = 0;
    for (int q = 0; q < QUESTIONS; q++) {
      var djl = new ArrayList<float[]>(List.of(djlQueries[q]));
      var onnx = new ArrayList<float[]>(List.of(onnxQueries[q]));
      djl.addAll(List.of(djlCandidates.get(q)));
      onnx.addAll(List.of(onnxCandidates.get(q)));
      for (int i = 0; i < djl.size(); i++) {
        assertThat(djl.get(i)).hasSize(512);
        double c = Vectors.cosine(djl.get(i), onnx.get(i));
        minCosine = Math.min(minCosine, c);
        sumCosine += c;
        n++;
        for (int d = 0; d < 512; d++) {
          maxDiff = Math.max(maxDiff, Math.abs(djl.get(i)[d] - onnx.get(i)[d]));
          largest = Math.max(largest, Math.abs(onnx.get(i)[d]));
        }
      }
    }
    System.out.printf(Locale.ROOT, "bge-small-zh-v15 (dequantized, DJL) vs bge-small-zh-v15-q (onnxruntime): %d DBQA texts, "
        + "min cosine %.4f, mean %.4f, max abs difference %.3f, largest component %.2f%n", n, minCosine, sumCosine / n, maxDiff, largest);
    assertThat(largest).as("vectors are not trivially zero").isGreaterThan(0.1);
    assertThat(minCosine).as("min cosine of a text's pooled vectors, DJL vs onnxruntime").isGreaterThanOrEqualTo(0.99);
    assertThat(maxDiff).as("max abs difference of a component").isLessThan(0.25);
  }

  @Test
  void devQuestionsRankTheirCandidatesAlike() {
    double minTau = 1;
    int sameTop = 0;
    double mrrDjl = 0;
    double mrrOnnx = 0;
    for (int q = 0; q < QUESTIONS; q++) {
      int[] djl = ranking(djlQueries[q], djlCandidates.get(q));
      int[] onnx = ranking(onnxQueries[q], onnxCandidates.get(q));
      minTau = Math.min(minTau, kendallTau(djl, onnx));
      sameTop += djl[0] == onnx[0] ? 1 : 0;
      mrrDjl += reciprocalRank(items.get(q), djl) / QUESTIONS;
      mrrOnnx += reciprocalRank(items.get(q), onnx) / QUESTIONS;
    }
    System.out.printf(Locale.ROOT, "%d DBQA dev questions: Kendall's tau at least %.3f, same top candidate %d, MRR %.4f (DJL) vs %.4f "
        + "(onnxruntime)%n", QUESTIONS, minTau, sameTop, mrrDjl, mrrOnnx);
    assertThat(minTau).as("Kendall's tau between the two rankings of a question's candidates").isGreaterThanOrEqualTo(0.9);
    assertThat(sameTop).as("questions whose top candidate is the same").isGreaterThanOrEqualTo(QUESTIONS - 1);
    assertThat(mrrDjl).as("MRR of the DJL ranking").isCloseTo(mrrOnnx, Offset.offset(0.02));
  }

  /** Candidate indexes by cosine to the question, highest first, ties by index. */
  private static int[] ranking(float[] question, float[][] candidates) {
    return IntStream.range(0, candidates.length).boxed()
        .sorted(Comparator.comparingDouble((Integer i) -> -Vectors.cosine(question, candidates[i])).thenComparing(i -> i))
        .mapToInt(Integer::intValue).toArray();
  }

  /** Kendall's tau-a between two orderings of the same indexes. */
  static double kendallTau(int[] a, int[] b) {
    int n = a.length;
    int[] posB = new int[n];
    for (int r = 0; r < n; r++) {
      posB[b[r]] = r;
    }
    long concordant = 0;
    long discordant = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (posB[a[i]] < posB[a[j]]) {
          concordant++;
        } else {
          discordant++;
        }
      }
    }
    return n < 2 ? 1 : (double) (concordant - discordant) / (concordant + discordant);
  }

  private static double reciprocalRank(AnswerSelectionItem item, int[] ranking) {
    for (int r = 0; r < ranking.length; r++) {
      if (item.candidates().get(ranking[r]).positive()) {
        return 1.0 / (r + 1);
      }
    }
    return 0;
  }

  private static List<String> questions() {
    return items.stream().map(AnswerSelectionItem::question).toList();
  }

  private static List<String> texts(AnswerSelectionItem item) {
    return item.candidates().stream().map(Candidate::text).toList();
  }

  private static ModelSpec unnormalised(ModelSpec s) {
    return new ModelSpec(s.id(), s.name(), s.language(), s.artifact(), s.onnxResource(), s.tokenizerResource(), s.pooling(),
        false, s.maxLength(), s.queryPrefix(), s.dimension(), s.licence());
  }
}
