package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

/**
 * GKMC's evidence paragraphs cut into sentences, the knowledge unit of the GeoSQA baselines (Huang
 * et al. 2019 retrieve sentences, not paragraphs): each distinct paragraph the {@code gkmc} format
 * reads (by {@code p_id}, in order of first appearance) split by {@link SentenceSplitter}, one
 * passage per sentence with id {@code <p_id>#<n>} (n from 1 within the paragraph) and the
 * paragraph's {@code p_id} as title. Reading, validation and the strict/lenient rule are the
 * format's.
 */
public final class GkmcEvidenceSentencesImporter implements CorpusImporter {

  @Override
  public String id() {
    return "gkmc-evidence-sentences";
  }

  @Override
  public String description() {
    return "GKMC evidence paragraphs (distinct by p_id) split into sentences; id = p_id#n, title = p_id";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    for (Passage paragraph : Formats.get("gkmc").read(path, options).passages()) {
      List<String> sentences = SentenceSplitter.split(paragraph.text());
      for (int i = 0; i < sentences.size(); i++) {
        sink.accept(new Passage(paragraph.id() + "#" + (i + 1), sentences.get(i), paragraph.id()));
      }
    }
  }
}
