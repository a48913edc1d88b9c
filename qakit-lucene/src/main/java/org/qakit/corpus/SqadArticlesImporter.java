package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

/**
 * SQAD's articles: the passages of the {@code sqad} format's document-selection view, one per
 * distinct article (records on one article share it), in record-folder order; id = the article's
 * id as the format gives it, title = the article title, text = the article, one sentence a line.
 * The path is the SQAD {@code data} folder or the dataset root holding it.
 */
public final class SqadArticlesImporter implements CorpusImporter {

  @Override
  public String id() {
    return "sqad-articles";
  }

  @Override
  public String description() {
    return "SQAD v3 articles (sqad format, document-selection view), one passage per article with its title";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    Formats.get("sqad").read(path, options.withView("document-selection")).passages().forEach(sink);
  }
}
