package org.qakit.eval;

/**
 * Predictions do not fit the dataset: items without a prediction, predictions for ids the dataset
 * lacks, or a prediction of the wrong shape for its item. Commands prefix the predictions file.
 */
public final class PredictionMismatchException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public PredictionMismatchException(String message) {
    super(message);
  }
}
