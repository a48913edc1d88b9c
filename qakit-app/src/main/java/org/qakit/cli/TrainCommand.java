package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.dataset.Dataset;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.train.PairLoss;
import org.qakit.train.PairTraining;
import org.qakit.train.TrainSpec;
import org.qakit.train.bert.BaseModels;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit train}: fine-tunes a base model's cross-encoder on answer-selection data. */
@Command(name = "train", mixinStandardHelpOptions = true,
    description = {"Fine-tune a transformer on the CPU (BERT on DJL/libtorch, from the fp32 weights of a base "
            + "model) with a pair head: [CLS] question [SEP] candidate [SEP] -> score.",
        "Prints loss, pairs/s and ETA, and dev MAP/MRR after each epoch; writes a model folder "
            + "(config.json, weights.ndlist, card.json) and resumes from its checkpoint/ when run again. "
            + "Inputs are checked before any weight is read."})
final class TrainCommand implements Callable<Integer> {
  @Mixin DatasetOptions dataset;

  @Option(names = "--dev", required = true, split = ",", paramLabel = "DATA", description = "dev files, in the same format (comma-separated or repeated)")
  List<Path> dev;

  @Option(names = "--encoder", required = true, paramLabel = "M", description = "the base model to fine-tune: all-minilm-l6-v2, bge-small-en-v15")
  String model;

  @Option(names = "--head", defaultValue = "pair", paramLabel = "H", description = "the head: pair (answer selection); default: ${DEFAULT-VALUE}")
  String head;

  @Option(names = "--loss", defaultValue = "listwise", paramLabel = "L", description = "pointwise or listwise; default: ${DEFAULT-VALUE}")
  String loss;

  @Option(names = "--epochs", defaultValue = "2", paramLabel = "N", description = "default: ${DEFAULT-VALUE}")
  int epochs;

  @Option(names = "--lr", defaultValue = "2e-5", paramLabel = "R", description = "peak learning rate; default: ${DEFAULT-VALUE}")
  double lr;

  @Option(names = "--warmup", defaultValue = "0.1", paramLabel = "F", description = "share of steps warming up; default: ${DEFAULT-VALUE}")
  double warmup;

  @Option(names = "--batch", defaultValue = "4", paramLabel = "Q", description = "questions per step; default: ${DEFAULT-VALUE}")
  int batch;

  @Option(names = "--max-length", defaultValue = "128", paramLabel = "N", description = "tokens per pair; default: ${DEFAULT-VALUE}")
  int maxLength;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "SEED", description = "the seed of initialisation and shuffling; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--threads", defaultValue = "1", paramLabel = "N",
      description = "libtorch threads; 1 gives the same weights for the same seed; default: ${DEFAULT-VALUE}")
  int threads;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUTDIR", description = "the model folder to write")
  Path out;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var base = BaseModels.get(model);
    if (!head.equals("pair")) {
      throw new IllegalArgumentException("unknown head '" + head + "'; expected one of [pair]");
    }
    var trainSpec = new TrainSpec(epochs, lr, warmup, batch, maxLength, seed, PairLoss.of(loss), 0.01);
    var err = spec.commandLine().getErr();
    List<AnswerSelectionItem> train = selection(dataset.read(err), "training data");
    List<AnswerSelectionItem> devItems = selection(DatasetOptions.read(dataset.format, dataset.view, dataset.lenient, dev, err), "dev set");
    PairTraining.run(new PairTraining.Spec(base, train, dataset.paths, devItems, dev, trainSpec, out, threads), err);
    return 0;
  }

  /** The items as answer-selection items, or a one-line error: the pair head fits nothing else. */
  private List<AnswerSelectionItem> selection(Dataset d, String what) {
    for (Item item : d.items()) {
      if (!(item instanceof AnswerSelectionItem)) {
        throw new IllegalArgumentException("head 'pair' trains on answer-selection items; the " + what + " (format " + dataset.format
            + ") holds " + item.getClass().getSimpleName() + " '" + item.id() + "'");
      }
    }
    return d.items().stream().map(AnswerSelectionItem.class::cast).toList();
  }
}
