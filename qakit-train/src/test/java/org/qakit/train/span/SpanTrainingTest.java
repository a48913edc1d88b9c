package org.qakit.train.span;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.ndarray.NDManager;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.encode.TextTokenizer;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;
import org.qakit.model.ExtractionItem;
import org.qakit.solve.Prediction;
import org.qakit.train.PairLoss;
import org.qakit.train.PairModelFolder;
import org.qakit.train.TrainSpec;
import org.qakit.train.TrainingHistory;
import org.qakit.train.bert.Torch;

/**
 * Whole span-head runs of the tiny BERT through {@link SpanTraining#fit} on the SciQ direct-answer
 * fixture, in windows of 20 tokens (every passage is cut in two, overlapping by 4): the loss falls
 * and the fixture is answered; the folder gives the reader's answers back; a run cut short and
 * resumed ends with the uninterrupted run's weights; the same seed gives the same weights; a
 * checkpoint refuses another stride. No span training data is at hand here, so the fixture is
 * written in the tiny model's words.
 */
class SpanTrainingTest {
  private static final int MAX_LENGTH = 20;
  private static final SpanSettings SPAN = new SpanSettings(4, 3);
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void trainingLowersTheLossAndAnswersTheFixture(@TempDir Path dir) throws Exception {
    List<ExtractionItem> items = TinySpan.sciq();
    Path out = dir.resolve("model");
    var err = new StringWriter();
    try (NDManager m = Torch.newManager(); TextTokenizer tok = TinySpan.tokenizer(MAX_LENGTH)) {
      var windows = new SpanWindows(tok, MAX_LENGTH, SPAN.stride());
      List<SpanExample> examples = SpanExamples.of(items, windows, "fixture", false, new PrintWriter(err));
      assertThat(examples).hasSize(16);
      SpanReader reader = TinySpan.reader(m, windows, 3, SPAN.maxAnswerTokens());
      var spec = new TrainSpec(30, 3e-3, 0.1, 4, MAX_LENGTH, 3, PairLoss.LISTWISE, 0.01);
      TrainingHistory h = SpanTraining.fit(spec(items, spec, out), start(reader), examples, new PrintWriter(err), Integer.MAX_VALUE);
      assertThat(h.epochs).hasSize(30);
      assertThat(h.epochs.getLast().meanLoss()).as(err.toString()).isLessThan(h.epochs.getFirst().meanLoss() * 0.5);
      assertThat(h.best()).as("best dev F1").isGreaterThanOrEqualTo(0.75);
      int right = 0;
      for (ExtractionItem item : items) {
        String answer = reader.answer(item.question(), item.passage());
        assertThat(item.passage()).contains(answer);
        right += answer.equals(item.answers().getFirst()) ? 1 : 0;
      }
      assertThat(right).as("exact answers of 8").isGreaterThanOrEqualTo(6);
      assertThat(err.toString()).contains("windows/s").contains("dev F1").contains("EM").contains("(best so far: kept)");

      // the folder holds the kept epoch: its dev scores are the recorded ones
      try (SpanModel loaded = SpanModel.open(out)) {
        var kept = h.epochs.get(h.keptEpoch - 1).dev();
        assertThat(SpanTraining.devScores(loaded.reader(), items)).isEqualTo(kept);
      }
      var card = JSON.readTree(out.resolve("card.json").toFile());
      assertThat(card.path("head").asText()).isEqualTo("span");
      assertThat(card.path("devMetric").asText()).isEqualTo("f1");
      assertThat(card.path("trainWindows").asInt()).isEqualTo(16);
      assertThat(card.path("hyperParameters").path("stride").asInt()).isEqualTo(4);
      assertThat(card.path("devCurve")).hasSize(30);
    }
  }

  @Test
  void saveThenLoadGivesTheSameSpansAndFromStartsThere(@TempDir Path dir) {
    List<ExtractionItem> items = TinySpan.sciq();
    Path out = dir.resolve("model");
    try (NDManager m = Torch.newManager(); TextTokenizer tok = TinySpan.tokenizer(MAX_LENGTH)) {
      var windows = new SpanWindows(tok, MAX_LENGTH, SPAN.stride());
      SpanReader reader = TinySpan.reader(m, windows, 7, SPAN.maxAnswerTokens());
      var spec = new TrainSpec(1, 3e-3, 0.1, 4, MAX_LENGTH, 7, PairLoss.LISTWISE, 0.01);
      SpanTraining.fit(spec(items, spec, out), start(reader), SpanExamples.of(items, windows, "fixture", false, null),
          new PrintWriter(new StringWriter()), 3);
      PairModelFolder.save(out, TinySpan.folderConfig(MAX_LENGTH, SPAN), reader.bert().parameters());
      try (SpanModel loaded = SpanModel.open(out)) {
        for (ExtractionItem item : items) {
          assertThat(loaded.reader().best(item.question(), item.passage())).isEqualTo(reader.best(item.question(), item.passage()));
        }
        // the solver reads the item's passage, or in the open setting the question's top hit
        ExtractionItem first = items.getFirst();
        var own = new SpanReaderSolver(loaded, null).solveWithEvidence(first).orElseThrow();
        List<String> answers = ((Prediction.Answers) own.prediction()).answers();
        assertThat(answers).hasSize(SpanReaderSolver.ANSWERS).doesNotHaveDuplicates();
        assertThat(answers.getFirst()).isEqualTo(reader.answer(first.question(), first.passage()));
        var elsewhere = new ExtractionItem(first.id(), first.question(), "nothing here", first.answers(), Map.of(), null);
        var open = new SpanReaderSolver(loaded, new OneHit(List.of(new Hit("doc-7", first.passage(), null, 1.0)))).solveWithEvidence(elsewhere)
            .orElseThrow();
        assertThat(open.prediction()).isEqualTo(own.prediction());
        assertThat(open.evidence().json().path("document").asText()).isEqualTo("doc-7");
        var none = new SpanReaderSolver(loaded, new OneHit(List.of())).solve(elsewhere).orElseThrow();
        assertThat(((Prediction.Answers) none).answers()).isEmpty();
      }
      // --from: the continued run's first answers are the folder's
      var child = new SpanTraining.Spec(null, items, List.of(), items, List.of(), spec, SPAN, dir.resolve("child"), 1, 0, out, false);
      SpanTraining.Start start = SpanTraining.fromFolder(child, PairModelFolder.config(out), windows, m);
      assertThat(start.origin()).containsKey("parent");
      for (ExtractionItem item : items) {
        assertThat(start.reader().best(item.question(), item.passage())).isEqualTo(reader.best(item.question(), item.passage()));
      }
    }
  }

  @Test
  void aResumedRunEndsWithTheUninterruptedWeightsAndSeedsRepeat(@TempDir Path dir) {
    List<ExtractionItem> items = TinySpan.sciq();
    var spec = new TrainSpec(3, 3e-3, 0.1, 4, MAX_LENGTH, 5, PairLoss.LISTWISE, 0.01);
    var quiet = new PrintWriter(new StringWriter());
    try (NDManager m = Torch.newManager(); TextTokenizer tok = TinySpan.tokenizer(MAX_LENGTH)) {
      var windows = new SpanWindows(tok, MAX_LENGTH, SPAN.stride());
      List<SpanExample> examples = SpanExamples.of(items, windows, "fixture", false, quiet);
      SpanReader straight = TinySpan.reader(m, windows, 5, 3);
      TrainingHistory a = SpanTraining.fit(spec(items, spec, dir.resolve("a")), start(straight), examples, quiet, Integer.MAX_VALUE);
      assertThat(a.restarts).isEmpty();

      // killed after 5 steps (an epoch is 4), then run again: the checkpoint of step 5 is picked up
      Path b = dir.resolve("b");
      TrainingHistory cut = SpanTraining.fit(spec(items, spec, b), start(TinySpan.reader(m, windows, 5, 3)), examples, quiet, 5);
      assertThat(cut.epochs).hasSize(1);
      assertThatThrownBy(() -> SpanTraining.fit(new SpanTraining.Spec(null, items, List.of(), items, List.of(), spec, new SpanSettings(5, 3), b,
          1, 0, null, false), start(TinySpan.reader(m, windows, 5, 3)), examples, quiet, Integer.MAX_VALUE))
          .hasMessage("checkpoint " + b.resolve("checkpoint") + ": written by a run with stride 4, this run has 5; use another folder or the"
              + " same settings and data");
      SpanReader resumed = TinySpan.reader(m, windows, 5, 3);
      TrainingHistory r = SpanTraining.fit(spec(items, spec, b), start(resumed), examples, quiet, Integer.MAX_VALUE);
      assertThat(r.restarts).extracting(TrainingHistory.Restart::step).containsExactly(5);
      assertThat(r.epochs.stream().map(TrainingHistory.Epoch::dev).toList()).isEqualTo(a.epochs.stream().map(TrainingHistory.Epoch::dev).toList());
      assertThat(resumed.bert().parameters().sameAs(straight.bert().parameters())).isTrue();

      // the same seed gives the same weights bit for bit; another does not
      SpanReader again = TinySpan.reader(m, windows, 5, 3);
      SpanTraining.fit(spec(items, spec, dir.resolve("c")), start(again), examples, quiet, Integer.MAX_VALUE);
      assertThat(again.bert().parameters().sameAs(straight.bert().parameters())).isTrue();
      var otherSeed = new TrainSpec(3, 3e-3, 0.1, 4, MAX_LENGTH, 6, PairLoss.LISTWISE, 0.01);
      SpanReader other = TinySpan.reader(m, windows, 6, 3);
      SpanTraining.fit(spec(items, otherSeed, dir.resolve("d")), start(other), examples, quiet, Integer.MAX_VALUE);
      assertThat(other.bert().parameters().sameAs(straight.bert().parameters())).isFalse();
    }
  }

  /** A retriever that finds the same hits for every question. */
  private record OneHit(List<Hit> hits) implements Retriever {
    @Override
    public List<Hit> search(String text, int k) {
      return hits;
    }

    @Override
    public String describe() {
      return "one hit";
    }

    @Override
    public void close() {}
  }

  private static SpanTraining.Spec spec(List<ExtractionItem> items, TrainSpec spec, Path out) {
    return new SpanTraining.Spec(null, items, List.of(), items, List.of(), spec, SPAN, out, 1, 0, null, false);
  }

  private static SpanTraining.Start start(SpanReader reader) {
    return new SpanTraining.Start(reader, TinySpan.folderConfig(MAX_LENGTH, SPAN), Map.of("baseModel", "tiny"));
  }
}
