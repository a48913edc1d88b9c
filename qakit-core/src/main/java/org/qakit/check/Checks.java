package org.qakit.check;

import java.util.List;
import org.qakit.check.choice.DuplicateOptions;
import org.qakit.check.choice.EmptyOption;
import org.qakit.check.choice.GoldLongest;
import org.qakit.check.choice.LabelWidth;
import org.qakit.check.choice.OneGold;
import org.qakit.check.choice.OptionVariants;
import org.qakit.check.dataset.DuplicateQuestions;
import org.qakit.check.dataset.ReaderNotes;
import org.qakit.check.dataset.RecordReadable;
import org.qakit.check.kb.AnswerIsObject;
import org.qakit.check.kb.SubjectInQuestion;
import org.qakit.check.select.ConflictingLabels;
import org.qakit.check.select.DuplicateCandidates;
import org.qakit.check.select.LabelRange;
import org.qakit.check.select.NoPositive;
import org.qakit.check.split.ExactLeak;
import org.qakit.check.split.NearLeak;
import org.qakit.check.sqad.ExtractionInSentence;
import org.qakit.check.sqad.OneAnswerSentence;
import org.qakit.check.sqad.QuestionContext;
import org.qakit.check.text.ByteOrderMark;
import org.qakit.check.text.ControlCharacters;
import org.qakit.check.text.CrlfLineEnds;
import org.qakit.check.text.MixedLineEnds;
import org.qakit.check.text.Mojibake;
import org.qakit.registry.Registry;

/** The registry of checks: one line per check, in the order {@code qakit check} runs and reports them. */
public final class Checks {
  private static final Registry<Check> REGISTRY =
      new Registry<>(
          "check",
          List.of(
              new RecordReadable(),
              new ReaderNotes(),
              new DuplicateQuestions(),
              new OneGold(),
              new EmptyOption(),
              new DuplicateOptions(),
              new OptionVariants(),
              new LabelWidth(),
              new GoldLongest(),
              new NoPositive(),
              new DuplicateCandidates(),
              new ConflictingLabels(),
              new LabelRange(),
              new AnswerIsObject(),
              new SubjectInQuestion(),
              new OneAnswerSentence(),
              new ExtractionInSentence(),
              new QuestionContext(),
              new ByteOrderMark(),
              new CrlfLineEnds(),
              new MixedLineEnds(),
              new Mojibake(),
              new ControlCharacters(),
              new ExactLeak(),
              new NearLeak()));

  private Checks() {}

  public static Registry<Check> registry() {
    return REGISTRY;
  }

  public static Check get(String id) {
    return REGISTRY.get(id);
  }
}
