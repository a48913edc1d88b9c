package org.qakit.train;

import org.qakit.train.bert.Dropout;

/**
 * The hyper-parameters of one fine-tuning run.
 *
 * @param epochs passes over the training questions
 * @param learningRate the peak learning rate of {@link LinearWarmup}
 * @param warmupFraction the share of all steps spent warming up (0.1 in BERT's recipe)
 * @param batchSize questions per step (each with all its candidates)
 * @param maxLength the most tokens per pair, special tokens included
 * @param seed decides the initial head and the order of questions in every epoch
 * @param loss pointwise or listwise
 * @param weightDecay AdamW's decoupled decay (0.01 in BERT's recipe)
 * @param dropout the encoder's hidden and attention dropout in training (0.1 in BERT's recipe; 0: none)
 */
public record TrainSpec(int epochs, double learningRate, double warmupFraction, int batchSize, int maxLength, long seed,
    PairLoss loss, double weightDecay, double dropout) {
  /** BERT's dropout. */
  public static final double BERT_DROPOUT = 0.1;

  /** A spec with BERT's dropout. */
  public TrainSpec(int epochs, double learningRate, double warmupFraction, int batchSize, int maxLength, long seed,
      PairLoss loss, double weightDecay) {
    this(epochs, learningRate, warmupFraction, batchSize, maxLength, seed, loss, weightDecay, BERT_DROPOUT);
  }

  public TrainSpec {
    if (epochs < 1) {
      throw new IllegalArgumentException("epochs: expected at least 1, found " + epochs);
    }
    if (!(learningRate > 0) || learningRate > 1) {
      throw new IllegalArgumentException("learning rate: expected above 0 and at most 1, found " + learningRate);
    }
    if (!(warmupFraction >= 0 && warmupFraction <= 1)) {
      throw new IllegalArgumentException("warm-up: expected a fraction of the steps from 0 to 1, found " + warmupFraction);
    }
    if (batchSize < 1) {
      throw new IllegalArgumentException("batch: expected at least 1 question, found " + batchSize);
    }
    if (maxLength < 3) {
      throw new IllegalArgumentException("max length: expected at least 3 tokens ([CLS] [SEP] [SEP]), found " + maxLength);
    }
    if (loss == null) {
      throw new IllegalArgumentException("loss: expected pointwise or listwise");
    }
    if (!(weightDecay >= 0)) {
      throw new IllegalArgumentException("weight decay: expected at least 0, found " + weightDecay);
    }
    Dropout.check(dropout);
  }

  /** Steps in one epoch over {@code questions} questions. */
  public int stepsPerEpoch(int questions) {
    return (questions + batchSize - 1) / batchSize;
  }

  /** The schedule for {@code questions} training questions. */
  public LinearWarmup schedule(int questions) {
    int total = epochs * stepsPerEpoch(questions);
    return new LinearWarmup(learningRate, (int) Math.round(warmupFraction * total), total);
  }
}
