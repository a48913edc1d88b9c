package org.qakit.solve.ensemble;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.learn.LogisticRegression;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;
import org.qakit.solve.Solver;

/**
 * Multiple choice by a learned combination of other solvers, the Aristo way (Clark et al. 2016,
 * "Combining Retrieval, Statistics, and Inference to Answer Elementary Science Questions", AAAI):
 * every member scores the options, each member's scores are normalised within the item ({@link
 * MemberFeatures}: z-score and share of the top), and a logistic regression over those 2·m
 * features, trained by {@link EnsembleTrainer} on a train split, gives each option the score
 * s = b + Σ_j w_j (x_j − μ_j)/σ_j. The highest s is the answer.
 *
 * <p>Members are any {@link Solver}s that answer multiple-choice items with {@link
 * Prediction.ChoiceScores} (ir, pmi, word-overlap; an embedding solver the same way). A member that
 * abstains on an item contributes 0 features there. Items of other kinds are not handled; when
 * every member abstains the item is not answered. The evidence ({@link Evidence}) lists the
 * weights, the cross-validation behind them and, per option, each member's raw score, the features
 * and their contributions. Thread-safe when the members are.
 */
public final class EnsembleSolver implements ExplainingSolver {
  private final List<Solver> members;
  private final LogisticRegression model;
  private final EnsembleTrainer.Training training;
  private final List<String> names;

  /**
   * @param members the member solvers, at least 2, with distinct ids (they name the features)
   * @param model the combination, over {@link #featureNames(List)} of the members
   * @param training how the model was chosen, or null when it was not trained by {@link EnsembleTrainer}
   */
  public EnsembleSolver(List<Solver> members, LogisticRegression model, EnsembleTrainer.Training training) {
    this.members = checkMembers(members);
    this.names = featureNames(this.members);
    if (model == null || model.features() != names.size()) {
      throw new IllegalArgumentException("ensemble: expected a model over " + names.size() + " features " + names + ", found "
          + (model == null ? "none" : model.features()));
    }
    this.model = model;
    this.training = training;
  }

  static List<Solver> checkMembers(List<Solver> members) {
    if (members == null || members.size() < 2) {
      throw new IllegalArgumentException("ensemble: expected at least 2 member solvers, found "
          + (members == null ? 0 : members.size()));
    }
    var ids = new HashSet<String>();
    for (Solver s : members) {
      if (!ids.add(s.id())) {
        throw new IllegalArgumentException("ensemble: member '" + s.id() + "' is given twice; each member names its features");
      }
    }
    return List.copyOf(members);
  }

  /** The features of these members, in vector order: {@code <id>:z, <id>:top} per member. */
  public static List<String> featureNames(List<Solver> members) {
    var out = new ArrayList<String>();
    members.forEach(m -> out.addAll(MemberFeatures.names(m.id())));
    return out;
  }

  @Override
  public String id() {
    return "ensemble";
  }

  @Override
  public String description() {
    return "multiple choice, Clark et al. 2016: a logistic regression over the within-item z-scores and top shares of "
        + String.join(", ", members.stream().map(Solver::id).toList());
  }

  public List<Solver> members() {
    return members;
  }

  public LogisticRegression model() {
    return model;
  }

  /** How the weights were chosen (cross-validated accuracy per λ, fold weights), or null. */
  public EnsembleTrainer.Training training() {
    return training;
  }

  /** The learned weight of each feature (on standardised values), by name. */
  public Map<String, Double> weights() {
    var m = new LinkedHashMap<String, Double>();
    for (int j = 0; j < names.size(); j++) {
      m.put(names.get(j), model.weights()[j]);
    }
    return m;
  }

  /** One option's evidence: its score, each member's raw score (absent: abstained), the features and their contributions. */
  public record OptionEvidence(String label, double score, Map<String, Double> members, Map<String, Double> features,
      Map<String, Double> contributions) {}

  /**
   * An item's evidence: the members, λ, the cross-validated accuracy at λ (null when untrained),
   * the bias and weights, and every option's evidence in choice order.
   */
  public record Evidence(List<String> members, Double lambda, Double cvAccuracy, double bias, Map<String, Double> weights,
      List<OptionEvidence> options) {}

  /** The options' rows and the members' raw scores (null for a member that abstains). */
  record Rows(double[][] x, List<Map<String, Double>> raw) {}

  Rows rows(MultipleChoiceItem item) {
    List<String> labels = item.choices().stream().map(Choice::label).toList();
    double[][] x = new double[labels.size()][names.size()];
    var raw = new ArrayList<Map<String, Double>>();
    for (int m = 0; m < members.size(); m++) {
      Map<String, Double> scores = members.get(m).solve(item)
          .filter(Prediction.ChoiceScores.class::isInstance).map(p -> ((Prediction.ChoiceScores) p).scores())
          .filter(s -> s.keySet().containsAll(labels)).orElse(null);
      raw.add(scores);
      double[][] f = MemberFeatures.of(labels, scores);
      for (int o = 0; o < labels.size(); o++) {
        System.arraycopy(f[o], 0, x[o], 2 * m, 2);
      }
    }
    return new Rows(x, raw);
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof MultipleChoiceItem mc)) {
      return Optional.empty();
    }
    Rows r = rows(mc);
    if (r.raw().stream().allMatch(s -> s == null)) {
      return Optional.empty();
    }
    var scores = new LinkedHashMap<String, Double>();
    var options = new ArrayList<OptionEvidence>();
    for (int o = 0; o < mc.choices().size(); o++) {
      String label = mc.choices().get(o).label();
      double s = model.score(r.x()[o]);
      scores.put(label, s);
      var rawScores = new LinkedHashMap<String, Double>();
      var features = new LinkedHashMap<String, Double>();
      var contributions = new LinkedHashMap<String, Double>();
      for (int m = 0; m < members.size(); m++) {
        if (r.raw().get(m) != null) {
          rawScores.put(members.get(m).id(), r.raw().get(m).get(label));
        }
      }
      double[] c = model.contributions(r.x()[o]);
      for (int j = 0; j < names.size(); j++) {
        features.put(names.get(j), r.x()[o][j]);
        contributions.put(names.get(j), c[j]);
      }
      options.add(new OptionEvidence(label, s, rawScores, features, contributions));
    }
    var evidence = new Evidence(members.stream().map(Solver::id).toList(), training == null ? null : training.lambda(),
        training == null ? null : training.cvAccuracy(), model.bias(), weights(), options);
    return Optional.of(new Solution(new Prediction.ChoiceScores(mc.id(), scores), Explanation.of(evidence)));
  }
}
