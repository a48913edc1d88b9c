package org.qakit.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.eval.PredictionsFile;
import org.qakit.model.Item;
import org.qakit.report.ExplanationText;
import org.qakit.solve.Solution;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit explain}: one item's question, gold, scores and the solver's evidence, as text. */
@Command(name = "explain", mixinStandardHelpOptions = true,
    description = {"Show why a solver answered an item as it did.",
        "For each ITEM_ID: the question, the gold answer, every option (or candidate, best ranked first) "
        + "with its score, and the evidence `qakit solve` stored in the predictions file "
        + "(docs/solving.md).",
        "--task ID [--split S] reads the items from a task's split instead of -f and --input."})
final class ExplainCommand implements Callable<Integer> {

  @Mixin InputOptions input;

  @Option(names = "--lenient", description = "skip malformed dataset records instead of stopping")
  boolean lenient;

  @Option(names = "--predictions", required = true, paramLabel = "P", description = "predictions file written by `qakit solve` or `qakit run -o`")
  Path predictions;

  @Option(names = "--top", paramLabel = "N", defaultValue = "0",
      description = "answer selection: show the N best-ranked candidates and every positive one; default: all")
  int top;

  @Parameters(arity = "1..*", paramLabel = "ITEM_ID", description = "the items to explain")
  List<String> ids;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    if (top < 0) {
      throw new IllegalArgumentException("--top must be 0 (all) or more, found " + top);
    }
    ScoredItems scored = input.read(lenient, spec.commandLine().getErr(), spec.commandLine(), null);
    var items = PredictionsFile.byId(scored.all());
    var solutions = PredictionsFile.readSolutions(predictions, items);
    var blocks = new ArrayList<String>();
    for (String id : ids) {
      Item item = items.get(id);
      if (item == null) {
        throw new IllegalArgumentException("item '" + id + "' is not in " + scored.inputs());
      }
      Solution s = solutions.get(id);
      if (s == null) {
        throw new IllegalArgumentException(predictions + ": expected a prediction for item '" + id + "', found none");
      }
      blocks.add(ExplanationText.render(item, s, top));
    }
    var out = spec.commandLine().getOut();
    out.print(String.join("\n", blocks));
    out.flush();
    return 0;
  }
}
