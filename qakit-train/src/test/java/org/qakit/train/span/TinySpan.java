package org.qakit.train.span;

import ai.djl.ndarray.NDManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.encode.TextTokenizer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.ExtractionItem;
import org.qakit.train.Head;
import org.qakit.train.PairModelFolder;
import org.qakit.train.Sha256;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.BertConfig;
import org.qakit.train.bert.BertShapes;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Torch;

/**
 * The tiny randomly initialised BERT of the other training tests (2 layers, hidden 32, 2 heads, a
 * 29-token cut of MiniLM's tokenizer) with a span head, and the SciQ direct-answer fixture written
 * in its words.
 */
final class TinySpan {
  static final String TOKENIZER = "tiny-bert-tokenizer.json";
  static final BertConfig CONFIG = new BertConfig(29, 32, 2, 2, 64, 64, 2, 1e-12f);

  static {
    Torch.threads(1);
  }

  private TinySpan() {}

  static byte[] tokenizerJson() {
    try (InputStream in = TinySpan.class.getClassLoader().getResourceAsStream(TOKENIZER)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static TextTokenizer tokenizer(int maxLength) {
    return new TextTokenizer(tokenizerJson(), maxLength, "tiny");
  }

  static SpanReader reader(NDManager manager, SpanWindows windows, long seed, int maxAnswer) {
    Parameters params = BertShapes.random(CONFIG, seed, manager);
    SpanReader.addHead(params, CONFIG.hidden(), seed);
    return new SpanReader(new Bert(CONFIG, params), windows, maxAnswer);
  }

  static PairModelFolder.Config folderConfig(int maxLength, SpanSettings span) {
    return new PairModelFolder.Config(Head.SPAN.id(), "tiny", CONFIG, maxLength, TOKENIZER, Sha256.hex(tokenizerJson()), null, span, null);
  }

  /** The 8 questions of {@code span/sciq-direct-answer.json}, read by the sciq format's direct-answer view. */
  static List<ExtractionItem> sciq() {
    try {
      Path fixture = Path.of(TinySpan.class.getClassLoader().getResource("span/sciq-direct-answer.json").toURI());
      return Formats.get("sciq").read(fixture, ReadOptions.STRICT.withView("direct-answer")).items().stream()
          .map(ExtractionItem.class::cast).toList();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
