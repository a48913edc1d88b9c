package org.qakit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.train.ChoiceExamples;
import org.qakit.train.ChoiceKnowledge;
import org.qakit.train.HardNegatives;
import org.qakit.train.Head;
import org.qakit.train.PairLoss;
import org.qakit.train.PairModelFolder;
import org.qakit.train.PairTraining;
import org.qakit.train.TrainSpec;
import org.qakit.train.bert.BaseModel;
import org.qakit.train.span.SpanSettings;
import org.qakit.train.span.SpanTraining;
import org.qakit.train.bert.BaseModels;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What {@code qakit train} and {@code qakit sweep} share: the data ({@link TrainDataOptions}), the
 * base model or parent folder, the head, its knowledge, the hyper-parameters and the hard
 * negatives, read into a {@link PairTraining.Spec} (or, for the span head, its windows and answer
 * length into a {@link SpanTraining.Spec}). Every check that needs no weights runs here.
 */
final class TrainOptions {
  @Mixin TrainDataOptions data;

  @Option(names = "--encoder", paramLabel = "M",
      description = "the base model to fine-tune (required without --from, which names it): all-minilm-l6-v2, bge-small-en-v15, "
          + "e5-small-v2, or bge-small-zh-v15 for Chinese, whose weights are dequantized from int8 (an approximation of the fp32 model)")
  String model;

  @Option(names = "--from", paramLabel = "DIR",
      description = "continue fine-tuning this model folder of qakit train, head included (pre-fine-tuning on another task first)")
  Path from;

  @Option(names = "--head", defaultValue = "pair", paramLabel = "H",
      description = "pair (answer selection), choice (multiple choice) or span (extraction: start and end of the answer in the passage); default: ${DEFAULT-VALUE}")
  String head;

  @Option(names = "--stride", paramLabel = "N",
      description = "span head: tokens shared by consecutive windows of a passage longer than one window; default: " + SpanSettings.DEFAULT_STRIDE)
  Integer stride;

  @Option(names = "--max-answer", paramLabel = "N",
      description = "span head: the longest answer the model gives, in tokens; default: " + SpanSettings.DEFAULT_MAX_ANSWER)
  Integer maxAnswer;

  @Option(names = "--index", paramLabel = "DIR",
      description = "choice head: the index (qakit index build) whose top passages are the knowledge of items without their own")
  Path index;

  @Option(names = "--option-passages", paramLabel = "K",
      description = "choice head: give each option its own top K passages of --index for scenario + stem + option (GeoSQA's "
          + "entailment setting; it uses K = 6), read as [CLS] scenario question [SEP] option [SEP] passages [SEP], instead of "
          + "one knowledge text per item; the choice-model solver reads the model the same way")
  Integer optionPassages;

  @Option(names = "--loss", paramLabel = "L",
      description = "pair head: pointwise or listwise; default: listwise (the choice head's softmax over the options)")
  String loss;

  @Option(names = "--negatives", defaultValue = "0", paramLabel = "N",
      description = "pair head: each question brings its positives and N negatives to a step, drawn with weight 1/(rank+1) by their BM25 "
          + "against the question, so the hardest come most often (0: every candidate); default: ${DEFAULT-VALUE}")
  int negatives;

  @Option(names = "--epochs", defaultValue = "2", paramLabel = "N", description = "passes over the training data; default: ${DEFAULT-VALUE}")
  int epochs;

  @Option(names = "--patience", defaultValue = "0", paramLabel = "N",
      description = "stop after N epochs without a better dev metric (0: run every epoch); default: ${DEFAULT-VALUE}")
  int patience;

  @Option(names = "--lr", defaultValue = "2e-5", paramLabel = "R", description = "peak learning rate; default: ${DEFAULT-VALUE}")
  double lr;

  @Option(names = "--warmup", defaultValue = "0.1", paramLabel = "F", description = "share of steps warming up; default: ${DEFAULT-VALUE}")
  double warmup;

  @Option(names = "--batch", defaultValue = "4", paramLabel = "Q", description = "questions per step (span head: windows); default: ${DEFAULT-VALUE}")
  int batch;

  @Option(names = "--max-length", defaultValue = "128", paramLabel = "N", description = "tokens per pair; default: ${DEFAULT-VALUE}")
  int maxLength;

  @Option(names = "--dropout", defaultValue = "0.1", paramLabel = "P",
      description = "the encoder's hidden and attention dropout while training, none at inference (BERT's 0.1; 0: none); "
          + "default: ${DEFAULT-VALUE}")
  double dropout;

  @Option(names = "--threads", defaultValue = "1", paramLabel = "N",
      description = "libtorch threads; 1 gives the same weights for the same seed; default: ${DEFAULT-VALUE}")
  int threads;

  /** Whether these options train the span head ({@link #spanSpec}); the other heads are {@link #spec}'s. */
  boolean span() {
    return Head.of(head) == Head.SPAN;
  }

  /** The span-head run these options describe ({@code --head span}); notes go to {@code err}. */
  SpanTraining.Spec spanSpec(long seed, Path out, PrintWriter err, CommandLine cli) throws IOException {
    if (index != null || optionPassages != null || loss != null || negatives != 0) {
      throw new IllegalArgumentException("head 'span' reads the item's own passage with one loss over start and end: drop "
          + (index != null ? "--index" : optionPassages != null ? "--option-passages" : loss != null ? "--loss" : "--negatives"));
    }
    BaseModel base = baseModel();
    var span = new SpanSettings(stride == null ? SpanSettings.DEFAULT_STRIDE : stride, maxAnswer == null ? SpanSettings.DEFAULT_MAX_ANSWER : maxAnswer);
    var trainSpec = new TrainSpec(epochs, lr, warmup, batch, maxLength, seed, PairLoss.LISTWISE, 0.01, dropout);
    TrainDataOptions.Data d = data.read(err, cli);
    var train = fitting(d.train(), ExtractionItem.class, Head.SPAN, d.format(), "training data");
    var dev = fitting(d.dev(), ExtractionItem.class, Head.SPAN, d.format(), "dev set");
    return new SpanTraining.Spec(base, train, d.trainFiles(), dev, d.devFiles(), trainSpec, span, out, threads, patience, from, data.lenient);
  }

  /** The run these options describe, with {@code seed} and output folder {@code out}; notes go to {@code err}. */
  PairTraining.Spec spec(long seed, Path out, PrintWriter err, CommandLine cli) throws IOException {
    Head h = Head.of(head);
    if (h == Head.SPAN) {
      throw new IllegalArgumentException("qakit sweep trains the pair and choice heads; train the span head with qakit train --head span");
    }
    if (stride != null || maxAnswer != null) {
      throw new IllegalArgumentException("--stride and --max-answer cut passages for the span head; head '" + h.id() + "' reads none: drop them");
    }
    BaseModel base = baseModel();
    if (h == Head.CHOICE && loss != null && !loss.equals("listwise")) {
      throw new IllegalArgumentException("head 'choice' trains with the softmax cross-entropy over the options (listwise): drop --loss " + loss);
    }
    if (optionPassages != null && (h != Head.CHOICE || index == null || optionPassages < 1)) {
      throw new IllegalArgumentException("--option-passages: expected at least 1 passage per option for head 'choice' with --index, found "
          + optionPassages + (h != Head.CHOICE ? " with head '" + h.id() + "'" : index == null ? " without --index" : ""));
    }
    if (h == Head.PAIR && index != null) {
      throw new IllegalArgumentException("--index gives the choice head its knowledge; the pair head reads none: drop --index or use --head choice");
    }
    if (negatives < 0) {
      throw new IllegalArgumentException("--negatives: expected 0 (every candidate) or more negatives per question, found " + negatives);
    }
    if (h == Head.CHOICE && negatives > 0) {
      throw new IllegalArgumentException("--negatives samples a question's candidates for the pair head; head 'choice' reads every option: drop --negatives");
    }
    var trainSpec = new TrainSpec(epochs, lr, warmup, batch, maxLength, seed, PairLoss.of(loss == null ? "listwise" : loss), 0.01,
        dropout);
    TrainDataOptions.Data d = data.read(err, cli);
    List<AnswerSelectionItem> train;
    List<AnswerSelectionItem> dev;
    String knowledge = null;
    Boolean itemKnowledge = null;
    HardNegatives hard = null;
    if (h == Head.PAIR) {
      train = fitting(d.train(), AnswerSelectionItem.class, h, d.format(), "training data");
      dev = fitting(d.dev(), AnswerSelectionItem.class, h, d.format(), "dev set");
      if (negatives > 0) {
        hard = hardNegatives(train, negatives, err);
      }
    } else {
      var mcTrain = fitting(d.train(), MultipleChoiceItem.class, h, d.format(), "training data");
      var mcDev = fitting(d.dev(), MultipleChoiceItem.class, h, d.format(), "dev set");
      long started = System.nanoTime();
      itemKnowledge = d.itemKnowledge();
      try (Bm25Retriever retriever = index == null ? null : Bm25Retriever.open(index)) {
        var k = new ChoiceKnowledge(retriever, itemKnowledge, optionPassages == null ? 0 : optionPassages);
        knowledge = k.describe();
        train = ChoiceExamples.of(mcTrain, k);
        dev = ChoiceExamples.of(mcDev, k);
      }
      err.printf(Locale.ROOT, "train: knowledge for %d items in %.1f s (%s)%n", train.size() + dev.size(),
          (System.nanoTime() - started) / 1e9, knowledge);
    }
    return new PairTraining.Spec(base, h, train, d.trainFiles(), dev, d.devFiles(), trainSpec, out, threads, patience, from,
        knowledge, itemKnowledge, optionPassages, hard);
  }

  /**
   * The BM25 ranking of the training questions' negatives (for a sweep over {@code negatives}):
   * the template's own, or a new one; null for the choice head.
   */
  HardNegatives ranking(PairTraining.Spec template, PrintWriter err) {
    if (template.head() != Head.PAIR) {
      return null;
    }
    return template.negatives() != null ? template.negatives() : hardNegatives(template.train(), 1, err);
  }

  /** Ranks each question's candidates by BM25 against it ({@link org.qakit.solve.Bm25HardNegatives}). */
  private static HardNegatives hardNegatives(List<AnswerSelectionItem> train, int count, PrintWriter err) {
    return org.qakit.solve.Bm25HardNegatives.of(train, count, err);
  }

  /** The base model of --encoder, or of the --from folder (which --encoder, when given, must name). */
  private BaseModel baseModel() {
    if (from == null) {
      if (model == null) {
        throw new IllegalArgumentException("give the base model to fine-tune with --encoder M (" + String.join(", ",
            BaseModels.all().stream().map(BaseModel::id).toList()) + ") or a model folder with --from DIR");
      }
      return BaseModels.get(model);
    }
    String parent = PairModelFolder.config(from).baseModel();
    if (model != null && !model.equals(parent)) {
      throw new IllegalArgumentException("--from " + from + " was fine-tuned from " + parent + ", not --encoder " + model + ": drop --encoder");
    }
    return BaseModels.get(parent);
  }

  /** The items as the head's kind, or a one-line error naming the first that is not. */
  private static <T extends Item> List<T> fitting(List<Item> items, Class<T> kind, Head h, String format, String what) {
    for (Item item : items) {
      if (!kind.isInstance(item)) {
        throw new IllegalArgumentException("head '" + h.id() + "' trains on " + (h == Head.PAIR ? "answer-selection"
            : h == Head.CHOICE ? "multiple-choice" : "extraction")
            + " items; the " + what + " (format " + format + ") holds " + item.getClass().getSimpleName() + " '" + item.id() + "'");
      }
    }
    return items.stream().map(kind::cast).toList();
  }
}
