package org.qakit.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qakit.train.PairTraining;
import org.qakit.train.span.SpanTraining;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit train}: fine-tunes a base model (or a model folder) with a pair, choice or span head. */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = {"Fine-tune a transformer on the CPU (BERT on DJL/libtorch, from the fp32 weights of a base "
            + "model or from a model folder) with a pair head ([CLS] question [SEP] candidate [SEP] -> score), a choice head "
            + "([CLS] knowledge [SEP] question [SEP] option [SEP] -> score, softmax over the options) or a span head ([CLS] question "
            + "[SEP] passage window [SEP] -> start and end of the answer, for extraction items).",
        "Prints loss, pairs/s (windows/s for the span head) and ETA, and the dev metric after each epoch (F1 and EM for the span head); "
            + "keeps the best epoch's weights in the model folder "
            + "(config.json, weights.ndlist, card.json) and resumes from its checkpoint/ when run again. "
            + "Inputs are checked before any weight is read."})
final class TrainCommand implements Callable<Integer> {
  @Mixin TrainOptions options;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "SEED", description = "the seed of initialisation and shuffling; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUTDIR", description = "the model folder to write")
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    if (options.span()) {
      SpanTraining.run(options.spanSpec(seed, out, err, spec.commandLine()), err);
    } else {
      PairTraining.run(options.spec(seed, out, err, spec.commandLine()), err);
    }
    return 0;
  }
}
