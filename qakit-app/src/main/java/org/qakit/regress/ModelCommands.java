package org.qakit.regress;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.qakit.train.Head;
import org.qakit.train.TrainSpec;

/**
 * The {@code qakit train} lines that fine-tune a regression file's model ({@link BenchModel}) by
 * hand, parent first, with every hyper-parameter written out (so that a later change of {@code
 * qakit train}'s defaults cannot change what the line trains), and the phrase the generated docs
 * show for it.
 */
final class ModelCommands {
  private ModelCommands() {}

  /**
   * The lines that write {@code m} into {@code dir} (its parent into {@code dir-from}); the model's
   * data must be a task's splits; {@code index} is the folder of the file's solver index (for a
   * model that reads it).
   */
  static List<String> train(BenchModel m, String dir, String index) {
    var lines = new ArrayList<String>();
    var line = new StringBuilder("./qakit train --task ").append(m.task());
    if (!m.train().split().equals("train")) {
      line.append(" --train-split ").append(m.train().split());
    }
    if (!m.dev().split().equals("dev")) {
      line.append(" --dev-split ").append(m.dev().split());
    }
    if (m.train().ids() != null) {
      line.append(" --ids ").append(m.train().ids().path());
    }
    if (m.dev().ids() != null) {
      line.append(" --dev-ids ").append(m.dev().ids().path());
    }
    line.append(" --head ").append(m.head().id());
    if (m.from() != null) {
      String parent = dir + "-from";
      lines.addAll(train(m.from(), parent, index));
      line.append(" --from ").append(parent);
    } else {
      line.append(" --encoder ").append(m.encoder());
    }
    TrainSpec s = m.spec();
    line.append(" --epochs ").append(s.epochs()).append(" --lr ").append(plain(s.learningRate())).append(" --warmup ")
        .append(plain(s.warmupFraction())).append(" --batch ").append(s.batchSize()).append(" --max-length ").append(s.maxLength())
        .append(" --dropout ").append(plain(s.dropout()));
    if (m.head() == Head.PAIR) {
      line.append(" --loss ").append(s.loss().id()).append(" --negatives ").append(m.negatives());
    }
    if (m.index()) {
      line.append(" --index ").append(index);
      if (m.optionPassages() > 0) {
        line.append(" --option-passages ").append(m.optionPassages());
      }
    }
    line.append(" --patience ").append(m.patience()).append(" --threads 1 --seed ").append(s.seed()).append(" -o ").append(dir);
    lines.add(line.toString());
    return lines;
  }

  /** In a phrase: {@code fine-tuned all-minilm-l6-v2 (pair head, train, best of 2 epochs on dev, lr 0.00002, batch 4, max length 128, seed 1)}. */
  static String setting(BenchModel m) {
    TrainSpec s = m.spec();
    String where = (m.task() != null ? m.train().describe() : "`" + m.train().describe() + "`") + ids(m.train());
    String dev = (m.task() != null ? m.dev().describe() : "`" + m.dev().describe() + "`") + ids(m.dev());
    return "fine-tuned " + m.encoder() + (m.from() != null ? " after " + setting(m.from()) + "," : "") + " (" + m.head().id() + " head on "
        + (m.task() == null ? "" : m.task() + " ") + where + ", best of " + s.epochs() + " epoch(s) on " + dev + ", lr " + plain(s.learningRate())
        + ", batch " + s.batchSize() + ", max length " + s.maxLength() + ", seed " + s.seed()
        + (m.optionPassages() > 0 ? ", " + m.optionPassages() + " index passages per option" : m.index() ? ", index passages per item" : "") + ")";
  }

  private static String ids(BenchModel.Data d) {
    return d.ids() == null ? "" : " (`" + d.ids().path() + "`)";
  }

  private static String plain(double v) {
    return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
  }
}
