package org.qakit.train.span;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.NDScope;
import ai.djl.training.GradientCollector;
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
import org.qakit.train.AdamW;
import org.qakit.train.LinearWarmup;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.BertConfig;
import org.qakit.train.bert.BertShapes;
import org.qakit.train.bert.Dropout;
import org.qakit.train.bert.FreedJavaBuffers;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Torch;

/**
 * The span reader: decoding picks the best valid span within the length limit, and the tiny BERT
 * learns to extract the answers of a SciQ direct-answer fixture (SciQ's JSON, read by the sciq
 * format's direct-answer view; no span training data is at hand here, so the fixture is written
 * in the tiny model's vocabulary).
 */
class SpanReaderTest {
  private static final BertConfig TINY = new BertConfig(29, 32, 2, 2, 64, 64, 2, 1e-12f);

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
  void theTinyReaderLearnsToExtractTheFixtureAnswers() throws Exception {
    Path fixture = Path.of(getClass().getClassLoader().getResource("span/sciq-direct-answer.json").toURI());
    List<ExtractionItem> items = Formats.get("sciq").read(fixture, ReadOptions.STRICT.withView("direct-answer")).items().stream()
        .map(ExtractionItem.class::cast).toList();
    assertThat(items).hasSize(8);
    Torch.threads(1);
    try (NDManager m = Torch.newManager(); TextTokenizer tok = new TextTokenizer(tokenizerJson(), 32, "tiny")) {
      // the gold span is found in the passage tokens, by character offsets
      var t = tok.encodeWithOffsets(items.getFirst().question(), items.getFirst().passage());
      int[] gold = SpanReader.goldSpan(items.getFirst(), t);
      assertThat(gold).isNotNull();
      assertThat(items.getFirst().passage().substring(t.starts()[gold[0]], t.ends()[gold[1]])).isEqualTo("river");

      Parameters params = BertShapes.random(TINY, 3, m);
      SpanReader.addHead(params, TINY.hidden(), 3);
      var reader = new SpanReader(new Bert(TINY, params), tok, 3);
      params.requireGradients();
      var adam = new AdamW(params, 0.01);
      int epochs = 30;
      var schedule = new LinearWarmup(3e-3, 4, epochs * 4);
      var losses = new ArrayList<Double>();
      int step = 0;
      for (int e = 0; e < epochs; e++) {
        for (int b = 0; b < items.size(); b += 2) {
          step++;
          losses.add(reader.step(items.subList(b, b + 2), adam, schedule.rate(step), Dropout.forStep(0.1, 3, step)));
        }
      }
      double first = losses.subList(0, 4).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
      double last = losses.subList(losses.size() - 4, losses.size()).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
      assertThat(last).as("loss, first epoch " + first + ": " + losses).isLessThan(first * 0.5);
      int right = 0;
      for (ExtractionItem item : items) {
        String answer = reader.answer(item.question(), item.passage());
        assertThat(item.passage()).contains(answer);
        assertThat(answer.split(" ").length).isLessThanOrEqualTo(3);
        right += answer.equals(item.answers().getFirst()) ? 1 : 0;
      }
      assertThat(right).as("exact answers of 8").isGreaterThanOrEqualTo(6);
    }
  }

  @Test
  void aCollectionBetweenForwardAndBackwardChangesNoGradient() throws Exception {
    // the guard of issue 19's NaN: the loss's scalars must not live in Java memory a GC frees
    Path fixture = Path.of(getClass().getClassLoader().getResource("span/sciq-direct-answer.json").toURI());
    List<ExtractionItem> batch = Formats.get("sciq").read(fixture, ReadOptions.STRICT.withView("direct-answer")).items().stream()
        .map(ExtractionItem.class::cast).toList().subList(0, 2);
    Map<String, float[]> quiet = gradients(batch, false);
    Map<String, float[]> collected = gradients(batch, true);
    assertThat(collected.keySet()).isEqualTo(quiet.keySet()).contains(SpanReader.WEIGHT, "encoder.layer.0.attention.self.query.weight");
    collected.forEach((name, g) -> {
      for (float v : g) {
        assertThat(Float.isFinite(v)).as(name + " finite").isTrue();
      }
      assertThat(g).as(name).containsExactly(quiet.get(name));
    });
  }

  private static Map<String, float[]> gradients(List<ExtractionItem> batch, boolean collect) throws Exception {
    Torch.threads(1);
    try (NDManager m = Torch.newManager(); TextTokenizer tok = new TextTokenizer(tokenizerJson(), 32, "tiny")) {
      Parameters params = BertShapes.random(TINY, 5, m);
      SpanReader.addHead(params, TINY.hidden(), 5);
      var reader = new SpanReader(new Bert(TINY, params), tok, 3);
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
    try (TextTokenizer tok = new TextTokenizer(tokenizerJson(), 512, "tiny")) {
      for (ExtractionItem item : items) {
        var t = tok.encodeWithOffsets(item.question(), item.passage());
        int[] gold = SpanReader.goldSpan(item, t);
        assertThat(gold).as(item.id() + ": " + item.answers() + " in " + item.passage()).isNotNull();
        String cut = item.passage().substring(t.starts()[gold[0]], t.ends()[gold[1]]);
        assertThat(item.answers().stream().anyMatch(a -> a.strip().equalsIgnoreCase(cut))).as(item.id() + ": " + cut).isTrue();
      }
    }
  }

  private static byte[] tokenizerJson() throws Exception {
    try (var in = SpanReaderTest.class.getClassLoader().getResourceAsStream("tiny-bert-tokenizer.json")) {
      return in.readAllBytes();
    }
  }
}
