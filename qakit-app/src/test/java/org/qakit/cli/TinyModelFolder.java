package org.qakit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.qakit.train.PairModelFolder;
import org.qakit.train.PairScorer;
import org.qakit.train.bert.BaseModels;
import org.qakit.train.bert.BertConfig;
import org.qakit.train.bert.BertShapes;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Torch;

/**
 * A model folder of a tiny randomly initialised BERT (2 layers, hidden 32, 2 heads, 64 positions)
 * with all-MiniLM-L6-v2's tokenizer and vocabulary, as {@code qakit train} writes one: what the
 * solvers load, without the minutes a real base model takes to fine-tune. Its scores are random
 * but fixed by the seed.
 */
final class TinyModelFolder {
  static final BertConfig CONFIG = new BertConfig(30522, 32, 2, 2, 64, 64, 2, 1e-12f);

  private TinyModelFolder() {}

  /** Writes the folder with {@code head} ({@code pair} or {@code choice}) into {@code dir}. */
  static Path write(Path dir, String head, long seed) throws Exception {
    var base = BaseModels.ALL_MINILM_L6.spec();
    byte[] tokenizer;
    try (InputStream in = TinyModelFolder.class.getClassLoader().getResourceAsStream(base.tokenizerResource())) {
      if (in == null) {
        throw new IOException("no " + base.tokenizerResource() + " on the class path");
      }
      tokenizer = in.readAllBytes();
    }
    String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(tokenizer));
    try (var manager = Torch.newManager()) {
      Parameters params = BertShapes.random(CONFIG, seed, manager);
      PairScorer.addHead(params, CONFIG.hidden(), seed);
      PairModelFolder.save(dir, new PairModelFolder.Config(head, base.id(), CONFIG, 32, base.tokenizerResource(), sha,
          head.equals("choice") ? Boolean.TRUE : null), params);
    }
    return dir;
  }
}
