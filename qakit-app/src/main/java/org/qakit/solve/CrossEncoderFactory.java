package org.qakit.solve;

import java.nio.file.Files;
import java.nio.file.Path;
import org.qakit.encode.CrossEncoder;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.OnnxCrossEncoder;
import org.qakit.train.CrossEncoderSolver;
import org.qakit.train.FineTunedCrossEncoder;

/** Builds the {@code cross-encoder} solver from {@code --cross-encoder}: a qakit train model folder or an ONNX file. */
final class CrossEncoderFactory {
  static final String DESCRIPTION = "answer selection, Nogueira and Cho 2019: candidates ranked by a cross-encoder's score of"
      + " [CLS] question [SEP] candidate [SEP]; --cross-encoder DIR (a model folder from qakit train) or FILE (an ONNX"
      + " cross-encoder) (docs/training.md)";

  private CrossEncoderFactory() {}

  static Solver create(SolverSpec spec, SolverResources open) {
    if (spec.crossEncoder() == null) {
      throw new IllegalArgumentException("solver cross-encoder: expected --cross-encoder DIR (a model folder from qakit train) or an ONNX file");
    }
    return new CrossEncoderSolver(open(spec, open));
  }

  /**
   * The cross-encoder of {@code --cross-encoder}, held in {@code open}: a pair-head model folder of
   * qakit train, or an ONNX file (the {@code cross-encoder} solver, {@code sentence-ranker}'s
   * cross-encoder features).
   */
  static CrossEncoder open(SolverSpec spec, SolverResources open) {
    Path model = spec.crossEncoder().model();
    return Files.isDirectory(model)
        ? open.add(FineTunedCrossEncoder.open(model))
        : open.add(OnnxCrossEncoder.open(spec.crossEncoder(), EncoderConfig.DEFAULT));
  }
}
