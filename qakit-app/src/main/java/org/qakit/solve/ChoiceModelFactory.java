package org.qakit.solve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.qakit.encode.CrossEncoder;
import org.qakit.knowledge.Retriever;
import org.qakit.train.ChoiceKnowledge;
import org.qakit.train.ChoiceModelSolver;
import org.qakit.train.FineTunedCrossEncoder;
import org.qakit.train.Head;
import org.qakit.train.PairModelFolder;

/**
 * Builds the {@code choice-model} solver: the model folder of {@code --cross-encoder DIR} (written by
 * {@code qakit train --head choice}) and, for items without their own knowledge, the passages of
 * {@code --index} (or {@code --solr}), as in training; items' stored knowledge is read only when
 * the training read it (the folder's {@code itemKnowledge}).
 */
final class ChoiceModelFactory {
  static final String DESCRIPTION = "multiple choice with a fine-tuned choice head (qakit train --head choice): each option scored as"
      + " [CLS] knowledge [SEP] question [SEP] option [SEP], the knowledge the item's own or the top " + ChoiceKnowledge.SENTENCES
      + " passages of --index (or, for a model trained with --option-passages K, each option's own top K); --cross-encoder DIR"
      + " (docs/training.md)";

  private ChoiceModelFactory() {}

  static Solver create(SolverSpec spec, SolverResources open) throws IOException {
    if (spec.crossEncoder() == null || !Files.isDirectory(spec.crossEncoder().model())) {
      throw new IllegalArgumentException("solver choice-model: expected --cross-encoder DIR, a model folder from qakit train --head choice"
          + (spec.crossEncoder() == null ? "" : "; " + spec.crossEncoder().model() + " is not a folder"));
    }
    Path model = spec.crossEncoder().model();
    PairModelFolder.Config config = PairModelFolder.config(model, Head.CHOICE);
    boolean itemKnowledge = !Boolean.FALSE.equals(config.itemKnowledge());
    if (config.perOption() > 0 && spec.index() == null && spec.solr() == null) {
      throw new IllegalArgumentException("solver choice-model: " + model + " was trained with " + config.perOption()
          + " passages per option (qakit train --option-passages): give the index to retrieve them from, --index DIR");
    }
    CrossEncoder encoder = open.add(FineTunedCrossEncoder.open(model, Head.CHOICE));
    Retriever retriever = spec.index() == null && spec.solr() == null ? null : SolverFactories.retriever(spec, open);
    return new ChoiceModelSolver(encoder, new ChoiceKnowledge(retriever, itemKnowledge, config.perOption()));
  }
}
