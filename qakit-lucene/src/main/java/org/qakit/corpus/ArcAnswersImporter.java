package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;

/**
 * Answered questions as knowledge: each question of an ARC file (either JSONL layout, as the
 * {@code arc} format reads it) becomes one passage {@code stem + " " + gold option text}, id = the
 * question id, in file order. A solver that asks "question + option" then finds training questions
 * like its own together with their answers, a nearest-neighbour use of the training set. Only
 * training files belong in a corpus used to answer validation or test questions (the question
 * itself would otherwise be found with its answer): choosing the files is the user's responsibility;
 * the importer reads whatever file it is given.
 */
public final class ArcAnswersImporter implements CorpusImporter {

  @Override
  public String id() {
    return "arc-answers";
  }

  @Override
  public String description() {
    return "ARC questions with their gold answers (give train files only): one passage per question, stem + gold option; id = question id";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    for (Item item : Formats.get("arc").read(path, options.withView(null)).items()) {
      if (item instanceof MultipleChoiceItem mc) {
        sink.accept(Passage.of(mc.id(), mc.stem() + " " + mc.gold().text()));
      }
    }
  }
}
