package org.qakit.eval.metric;

import java.util.List;
import org.qakit.model.ItemKind;
import org.qakit.registry.Registry;

/** The registry of metrics: one line per metric, in the order {@code qakit list metrics} prints. */
public final class Metrics {
  private static final Registry<Metric> REGISTRY =
      new Registry<>(
          "metric",
          List.of(
              new Accuracy(Accuracy.TiePolicy.WRONG),
              new Accuracy(Accuracy.TiePolicy.SPLIT),
              new MeanReciprocalRank(),
              new MeanAveragePrecision(),
              new PrecisionAtK(1),
              new PrecisionAtK(3),
              new PrecisionAtK(5),
              new PrecisionAtK(10),
              new RecallAtK(1),
              new RecallAtK(5),
              new RecallAtK(10),
              new RecallAtK(20),
              new RecallAtK(100),
              new KbqaF1(),
              new KbqaAccuracyAtN(1),
              new KbqaAccuracyAtN(5),
              new KbqaMeanReciprocalRank(),
              new KbqaTripleDiagnostic(KbqaTripleDiagnostic.Part.SUBJECT), new KbqaTripleDiagnostic(KbqaTripleDiagnostic.Part.PREDICATE),
              new ExactMatch(),
              new TokenF1(),
              ExactMatch.lemmas(),
              TokenF1.lemmas()));

  private Metrics() {}

  public static Registry<Metric> registry() {
    return REGISTRY;
  }

  public static Metric get(String id) {
    return REGISTRY.get(id);
  }

  /** The registered metrics for items of {@code kind}, in registry order. */
  public static List<Metric> forKind(ItemKind kind) {
    return REGISTRY.all().stream().filter(m -> m.kind() == kind).toList();
  }
}
