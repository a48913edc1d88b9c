package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qakit.dataset.ItemField;
import org.qakit.eval.GroupCrossValidation;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.report.CrossValidationText;
import org.qakit.solve.Prediction;
import org.qakit.solve.SolverFactories;
import org.qakit.solve.SolverFactory;
import org.qakit.solve.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit cv}: a multiple-choice solver's accuracy cross-validated by item group, fold by fold. */
@Command(name = "cv", mixinStandardHelpOptions = true,
    description = {"Cross-validate a multiple-choice solver by item group: the items fall into --folds folds of "
        + "whole groups (a QuaRTz knowledge statement with all its questions, twins included; the same "
        + "folds as the ensemble's), and each fold is scored on its own.",
        "Prints the mean of the fold accuracies with a 95%% interval (Student's t over the folds) first, then "
        + "each fold's right, wrong and abstained items, coverage (share answered) and precision where "
        + "answered, and the pooled outcomes per value of each --by field (--by 'id~flip$': flipped twins "
        + "against the rest).",
        "A trained solver (an ensemble) is trained fold by fold on the other folds' items (of --train, "
        + "default the dataset files) and scored on the held-out fold. "
        + "A tie at the top score is an abstention and counts wrong. --fold-seed draws the folds and --seed seeds the solver, so "
        + "one can change without moving the other. "
        + "Example: `qakit cv -f quartz --input dev.jsonl --solver qualitative-gold --by 'id~flip$'` (docs/qualitative.md)."})
final class CvCommand implements Callable<Integer> {

  @Mixin InputOptions input;

  @Option(names = "--lenient", description = "skip malformed dataset records and say how many")
  boolean lenient;

  @Mixin SolverOptions solver;

  @Option(names = "--folds", paramLabel = "K", defaultValue = "5", description = "number of folds, at least 2; default: ${DEFAULT-VALUE}")
  int folds;

  @Option(names = "--fold-seed", paramLabel = "SEED", defaultValue = "" + Solvers.RANDOM_SEED,
      description = "seed of the fold assignment, independent of the solver's --seed; default: ${DEFAULT-VALUE}")
  long foldSeed;

  @Option(names = "--by", paramLabel = "FIELD", description = "also break the pooled outcomes down by this item field (repeatable)")
  List<String> by = new ArrayList<>();

  @Option(names = "--json", description = "print one JSON object instead of tables")
  boolean json;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    SolverFactories.registry().get(solver.solver); // an unknown id fails before the dataset is read
    ScoredItems scored = input.read(lenient, err, spec.commandLine(), solver);
    List<MultipleChoiceItem> items = scored.dataset().items().stream()
        .filter(MultipleChoiceItem.class::isInstance).map(MultipleChoiceItem.class::cast).toList();
    if (items.isEmpty()) {
      throw new IllegalArgumentException("qakit cv scores multiple-choice items; " + String.join(", ", scored.inputs().stream()
          .map(Object::toString).toList()) + " has none");
    }
    List<ItemField> fields = by.stream().map(f -> ItemField.of(f, items)).toList();
    GroupCrossValidation.folds(items, folds, foldSeed); // too few groups fails before solving
    input.provideIndex(scored, solver, err);
    var byId = new LinkedHashMap<String, Prediction>();
    if (SolverFactories.registry().get(solver.solver).needs() == SolverFactory.Needs.TRAIN) {
      byId.putAll(trainedFoldByFold(scored, items, err));
    } else {
      Solving.solve(solver, scored.format(), items, false, err).predictions().forEach(p -> byId.put(p.itemId(), p));
    }
    GroupCrossValidation.Result cv = GroupCrossValidation.run(items, byId, folds, foldSeed, fields);
    String title = solver.solver + (solver.encoder == null ? "" : ", encoder " + solver.encoder) + ", " + items.size() + " item(s)";
    var out = spec.commandLine().getOut();
    if (json) {
      var m = new LinkedHashMap<String, Object>();
      m.put("solver", solver.solver);
      m.put("encoder", solver.encoder);
      m.put("result", cv);
      out.println(new ObjectMapper().writeValueAsString(m));
    } else {
      out.print(CrossValidationText.render(title, cv));
    }
    err.println(String.format(Locale.ROOT, "cross-validated %d item(s) in %d group folds: accuracy %.4f [%.4f, %.4f]",
        items.size(), folds, cv.mean(), cv.low(), cv.high()));
    out.flush();
    err.flush();
    return 0;
  }

  /**
   * A trained solver (an ensemble): for each fold, trained on the other folds' items (of the
   * dataset files, or of --train when given) and run on the fold, so no item is scored by a model
   * that saw its group.
   */
  private Map<String, Prediction> trainedFoldByFold(ScoredItems scored, List<MultipleChoiceItem> items, PrintWriter err)
      throws IOException, InterruptedException {
    if (solver.trainIds != null) {
      throw new IllegalArgumentException("qakit cv picks each fold's training items itself: leave out --train-ids");
    }
    if (solver.train.isEmpty()) {
      solver.train = scored.inputs();
    }
    int[] fold = GroupCrossValidation.folds(items, folds, foldSeed);
    var byId = new LinkedHashMap<String, Prediction>();
    Path ids = Files.createTempFile("qakit-cv-", ".ids");
    try {
      for (int f = 0; f < folds; f++) {
        var train = new ArrayList<String>();
        var held = new ArrayList<MultipleChoiceItem>();
        for (int i = 0; i < items.size(); i++) {
          if (fold[i] == f) {
            held.add(items.get(i));
          } else {
            train.add(items.get(i).id());
          }
        }
        Files.write(ids, train);
        solver.trainIds = ids;
        err.println("fold " + (f + 1) + " of " + folds + ": training on " + train.size() + " item(s), scoring " + held.size());
        Solving.solve(solver, scored.format(), held, false, err).predictions().forEach(p -> byId.put(p.itemId(), p));
      }
    } finally {
      solver.trainIds = null;
      Files.deleteIfExists(ids);
    }
    return byId;
  }
}
