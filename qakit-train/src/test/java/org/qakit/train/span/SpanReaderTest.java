package org.qakit.train.span;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.training.GradientCollector;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.qakit.encode.TextTokenizer;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.ExtractionItem;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.FreedJavaBuffers;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Torch;

/**
 * The span reader's parts: decoding picks the best valid span within the length limit; windows
 * hold at most the max length, overlap by the stride and match the tokenizer's own pair encoding;
 * stitching finds an answer that one window cuts at its end; gold spans are found in SQAD's
 * extraction fixture and an item without its answer is one line; a garbage collection between the
 * loss and backward changes no gradient of the tiny reader (the guard of issue 19's NaN).
 */
class SpanReaderTest {
  private static final String PASSAGE = "the answer is the river. nothing about the planet here. a engine has four strings.";

  @Test
  void theDecoderTakesTheBestValidSpanWithinTheLimit() {
    float[] start = {9, 1, 5, 0, 2, 0};
    float[] end = {9, 0, 1, 4, 0, 6};
    boolean[] valid = {false, true, true, true, true, true};
    // token 0 is the question's: never a start or end; best is (2, 5) = 11 within 4 tokens
    assertThat(SpanDecoder.best(start, end, valid, 4)).containsExactly(2, 5);
    // at most 2 tokens: (2, 3) = 9 beats (4, 5) = 8
    assertThat(SpanDecoder.best(start, end, valid, 2)).containsExactly(2, 3);
    // one token: (2, 2) = 6 ties (5, 5) = 6, and the earlier start wins
    assertThat(SpanDecoder.best(start, end, valid, 1)).containsExactly(2, 2);
    // an end before its start is never taken: the high start at token 2 has no end after it
    assertThat(SpanDecoder.best(new float[] {0, 0, 5}, new float[] {7, 0, 0}, new boolean[] {true, true, true}, 3)).containsExactly(0, 0);
    assertThat(SpanDecoder.best(start, end, new boolean[6], 3)).isNull();
    assertThatThrownBy(() -> SpanDecoder.best(start, end, valid, 0)).hasMessage("span length limit: expected at least 1 token, found 0");
  }

  @Test
  void aPassageThatFitsIsOneWindowAsTheTokenizerEncodesThePair() {
    try (TextTokenizer tok = TinySpan.tokenizer(64)) {
      List<SpanWindows.Window> ws = new SpanWindows(tok, 64, 4).of("what is a river?", PASSAGE);
      assertThat(ws).hasSize(1);
      TextTokenizer.PassageTokens pair = tok.encodeWithOffsets("what is a river?", PASSAGE);
      SpanWindows.Window w = ws.getFirst();
      assertThat(w.ids()).containsExactly(pair.tokens().ids()[0]);
      assertThat(w.types()).containsExactly(pair.tokens().types()[0]);
      assertThat(w.starts()).containsExactly(pair.starts());
      assertThat(w.ends()).containsExactly(pair.ends());
    }
  }

  @Test
  void longPassagesAreCutIntoOverlappingWindows() {
    try (TextTokenizer tok = TinySpan.tokenizer(16)) {
      var windows = new SpanWindows(tok, 16, 3);
      TextTokenizer.Pieces p = windows.passage(PASSAGE);
      assertThat(p.size()).isEqualTo(18);
      // "what is a river?" is 5 tokens, so a window of 16 holds 16 - 3 - 5 = 8 passage tokens, the next starting 8 - 3 = 5 later
      List<SpanWindows.Window> ws = windows.of("what is a river?", p);
      assertThat(ws).extracting(SpanWindows.Window::first).containsExactly(0, 5, 10);
      for (SpanWindows.Window w : ws) {
        assertThat(w.length()).isLessThanOrEqualTo(16);
        assertThat(w.passageStart()).isEqualTo(7);
        // each passage token carries its own characters
        for (int i = w.passageStart(); i < w.length() - 1; i++) {
          int k = w.first() + i - w.passageStart();
          assertThat(w.starts()[i]).isEqualTo(p.starts()[k]);
        }
      }
      assertThat(ws.getLast().length() - 1 - ws.getLast().passageStart() + ws.getLast().first()).isEqualTo(18);
      assertThatThrownBy(() -> new SpanWindows(tok, 16, 7)).hasMessage("--stride 7: expected fewer tokens than the 7 passage tokens a window"
          + " of max length 16 holds at least; lower --stride or raise --max-length");
    }
  }

  @Test
  void stitchingFindsAnAnswerThatAWindowCutsAtItsEnd() {
    try (TextTokenizer tok = TinySpan.tokenizer(16)) {
      var windows = new SpanWindows(tok, 16, 3);
      List<SpanWindows.Window> ws = windows.of("what is a river?", PASSAGE);
      // the answer "nothing about the planet" is passage tokens 6-9; window 0 holds tokens 0-7, window 1 tokens 5-12: it crosses window 0's end
      String answer = "nothing about the planet";
      int from = PASSAGE.indexOf(answer);
      int to = from + answer.length();
      int decoy = PASSAGE.indexOf("nothing about") + "nothing about".length();
      var logits = new ArrayList<float[][]>();
      for (SpanWindows.Window w : ws) {
        float[] start = new float[w.length()];
        float[] end = new float[w.length()];
        for (int i = 0; i < w.length(); i++) {
          // logits that depend on the characters only: high at the answer's first and last token, a weaker end at "about"
          start[i] = w.starts()[i] == from ? 5 : 0;
          end[i] = w.ends()[i] == to ? 5 : w.ends()[i] == decoy ? 1 : 0;
        }
        logits.add(new float[][] {start, end});
      }
      // window 0 alone ends at "about": its best is the cut "nothing about"
      SpanStitch.Span alone = SpanStitch.best(PASSAGE, ws.subList(0, 1), logits.subList(0, 1), 4);
      assertThat(alone.text()).isEqualTo("nothing about");
      assertThat(alone.score()).isEqualTo(6.0);
      SpanStitch.Span best = SpanStitch.best(PASSAGE, ws, logits, 4);
      assertThat(best.text()).isEqualTo(answer);
      assertThat(best.window()).isEqualTo(1);
      assertThat(best.score()).isEqualTo(10.0);
      assertThat(best.windows()).isEqualTo(3);
      // the k best distinct texts start with the best, scores never rising; window 1 reads "nothing about" again, listed once
      List<SpanStitch.Span> top = SpanStitch.top(PASSAGE, ws, logits, 4, 4);
      assertThat(top).hasSize(4);
      assertThat(top.getFirst()).isEqualTo(best);
      assertThat(top.get(1).text()).isEqualTo("nothing about");
      assertThat(top.get(1).window()).isZero();
      assertThat(top).extracting(SpanStitch.Span::text).doesNotHaveDuplicates();
      for (int i = 1; i < top.size(); i++) {
        assertThat(top.get(i).score()).isLessThanOrEqualTo(top.get(i - 1).score());
      }
      // with a limit of 3 tokens the whole answer cannot be taken: the cut one of window 0 wins
      assertThat(SpanStitch.best(PASSAGE, ws, logits, 3).text()).isEqualTo("nothing about");
    }
  }

  @Test
  void goldSpansLabelTheWindowsThatHoldThemAndOthersGetCls() {
    var item = new ExtractionItem("s1", "what is a river?", PASSAGE, List.of("planet here"), Map.of(), null);
    try (TextTokenizer tok = TinySpan.tokenizer(16)) {
      var windows = new SpanWindows(tok, 16, 3);
      List<SpanExample> ex = SpanExamples.of(List.of(item), windows, "training data", false, new PrintWriter(new StringWriter()));
      assertThat(ex).hasSize(3);
      // window 0 cuts the answer and window 2 lacks it: [CLS]; window 1 holds it whole
      assertThat(ex.get(0).start()).isZero();
      assertThat(ex.get(2).end()).isZero();
      SpanWindows.Window w = ex.get(1).window();
      assertThat(PASSAGE.substring(w.starts()[ex.get(1).start()], w.ends()[ex.get(1).end()])).isEqualTo("planet here");
    }
  }

  @Test
  void anItemWithoutItsAnswerIsOneLineOrSkippedWhenLenient() {
    var good = new ExtractionItem("s1", "what is a river?", PASSAGE, List.of("River"), Map.of(), null);
    var bad = new ExtractionItem("s2", "what is a winter?", PASSAGE, List.of("winter", "a bread"), Map.of(), null);
    try (TextTokenizer tok = TinySpan.tokenizer(32)) {
      var windows = new SpanWindows(tok, 32, 4);
      var err = new StringWriter();
      assertThatThrownBy(() -> SpanExamples.of(List.of(good, bad), windows, "training data [t.json]", false, new PrintWriter(err)))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("training data [t.json]: item 's2': no gold answer ('winter', 'a bread') occurs in its passage, so it has no span to"
              + " learn (1 of 2 items); fix them or pass --lenient to skip them");
      List<SpanExample> kept = SpanExamples.of(List.of(good, bad), windows, "training data [t.json]", true, new PrintWriter(err));
      assertThat(kept).extracting(SpanExample::itemId).containsExactly("s1");
      assertThat(err.toString()).startsWith("training data [t.json]: skipped 1 of 2 items without a learnable span (--lenient); first: item 's2'");
      assertThatThrownBy(() -> SpanExamples.of(List.of(bad), windows, "dev", true, new PrintWriter(err)))
          .hasMessage("dev: no item has its answer in its passage; the span head has nothing to learn");
    }
  }

  @Test
  void aCollectionBetweenForwardAndBackwardChangesNoGradient() {
    // the guard of issue 19's NaN: the loss's scalars and the dropout masks must not live in Java memory a GC frees
    Map<String, float[]> quiet = gradients(false);
    Map<String, float[]> collected = gradients(true);
    assertThat(collected.keySet()).isEqualTo(quiet.keySet()).contains(SpanReader.WEIGHT, "encoder.layer.0.attention.self.query.weight");
    collected.forEach((name, g) -> {
      for (float v : g) {
        assertThat(Float.isFinite(v)).as(name + " finite").isTrue();
      }
      assertThat(g).as(name).containsExactly(quiet.get(name));
    });
  }

  private static Map<String, float[]> gradients(boolean collect) {
    try (NDManager m = Torch.newManager(); TextTokenizer tok = TinySpan.tokenizer(20)) {
      var windows = new SpanWindows(tok, 20, 4);
      // the first two fixture questions, two windows each: one holds the answer, the other is labelled [CLS]
      List<SpanExample> batch = SpanExamples.of(TinySpan.sciq().subList(0, 2), windows, "fixture", false,
          new PrintWriter(new StringWriter()));
      assertThat(batch).hasSize(4).anyMatch(e -> e.start() == 0).anyMatch(e -> e.start() > 0);
      SpanReader reader = TinySpan.reader(m, windows, 5, 3);
      Parameters params = reader.bert().parameters();
      params.requireGradients();
      List<ByteBuffer> reused = List.of();
      try (NDScope scope = new NDScope(); GradientCollector collector = Engine.getEngine("PyTorch").newGradientCollector()) {
        scope.suppressNotUsedWarning();
        NDArray loss = reader.loss(batch, Dropout.forStep(0.1, 5, 1));
        if (collect) {
          reused = FreedJavaBuffers.freeAndReuse();
        }
        collector.backward(loss);
      }
      var out = new TreeMap<String, float[]>();
      params.all().forEach((name, p) -> out.put(name, p.getGradient().toFloatArray()));
      assertThat(reused.size()).isEqualTo(collect ? 512 : 0);
      return out;
    }
  }

  @Test
  void sqadAnswersAreFoundAsPassageTokenSpans() throws Exception {
    // SQAD v3's record folders (the extraction view: question + answer sentence -> answer), qakit-lucene's fixture
    Path sqad = Path.of("../qakit-lucene/src/test/resources/qakit/extract/sqad");
    List<ExtractionItem> items = Formats.get("sqad").read(sqad, ReadOptions.STRICT.withView("extraction")).items().stream()
        .map(ExtractionItem.class::cast).toList();
    assertThat(items).isNotEmpty();
    try (TextTokenizer tok = TinySpan.tokenizer(48)) {
      // short windows (48 tokens, overlap 8) over the tiny vocabulary: Czech words are [UNK], but their offsets are the passage's
      var windows = new SpanWindows(tok, 48, 8);
      List<SpanExample> ex = SpanExamples.of(items, windows, "sqad", false, new PrintWriter(new StringWriter()));
      for (ExtractionItem item : items) {
        List<SpanExample> own = ex.stream().filter(e -> e.itemId().equals(item.id()) && e.start() > 0).toList();
        assertThat(own).as(item.id()).isNotEmpty();
        SpanWindows.Window w = own.getFirst().window();
        String cut = item.passage().substring(w.starts()[own.getFirst().start()], w.ends()[own.getFirst().end()]);
        assertThat(item.answers().stream().anyMatch(a -> a.strip().equalsIgnoreCase(cut))).as(item.id() + ": " + cut).isTrue();
      }
    }
  }
}
