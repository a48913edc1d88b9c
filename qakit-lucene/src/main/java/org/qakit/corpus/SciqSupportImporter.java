package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.function.Consumer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Evidence;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;

/**
 * SciQ's support passages: the {@code support} texts of a SciQ JSON file as the {@code sciq}
 * format reads them (multiple-choice view, where support is the item's knowledge), the distinct
 * non-empty ones in file order, each with the id {@code <item id>:support} of the first item that
 * has it (e.g. {@code train-1:support}). Supports are the gold passages of the questions, so only
 * the train split belongs in a corpus used to answer valid or test questions: choosing
 * {@code train.json} is the user's responsibility; the importer reads whatever file it is given.
 */
public final class SciqSupportImporter implements CorpusImporter {

  @Override
  public String id() {
    return "sciq-support";
  }

  @Override
  public String description() {
    return "SciQ support passages (give train.json only), distinct and non-empty; id <item id>:support";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    var seen = new HashSet<String>();
    for (Item item : Formats.get("sciq").read(path, options.withView(null)).items()) {
      if (item instanceof MultipleChoiceItem mc) {
        for (Evidence e : mc.knowledge()) {
          if (!e.text().isBlank() && seen.add(e.text())) {
            sink.accept(Passage.of(mc.id() + ":support", e.text()));
          }
        }
      }
    }
  }
}
