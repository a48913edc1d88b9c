package org.qakit.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.corpus.Corpus;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.model.Item;
import org.qakit.text.Language;

/** Every encoder, index and store a factory opens is closed with the solver ({@link OpenSolver}). */
class SolverResourcesTest {
  static final String MODEL = "all-minilm-l6-v2-q";

  @TempDir Path root;
  Item item;

  @BeforeEach
  void setUp() throws IOException {
    Path data = Files.writeString(root.resolve("tiny.jsonl"), """
        {"id":"q1","question":"Which animal barks?","choices":{"text":["cat","dog"],"label":["A","B"]},"answerKey":"B"}
        """);
    item = Formats.get("arc").read(List.of(data), new ReadOptions(false, null)).items().get(0);
  }

  @Test
  void closingClosesEveryResourceLastOpenedFirstAndReportsTheFirstFailure() {
    var order = new ArrayList<String>();
    var r = new SolverResources();
    r.add(() -> order.add("encoder"));
    r.add(() -> {
      order.add("index");
      throw new IOException("index: disk gone");
    });
    r.add(() -> {
      order.add("store");
      throw new IllegalStateException("store: busy");
    });
    assertThat(r.size()).isEqualTo(3);
    // the store (opened last) closes first and its failure is the one thrown; the index's is suppressed
    assertThatThrownBy(r::close).isInstanceOf(IllegalStateException.class).hasMessage("store: busy")
        .satisfies(e -> assertThat(e.getSuppressed()).singleElement().extracting(Throwable::getMessage).isEqualTo("index: disk gone"));
    assertThat(order).containsExactly("store", "index", "encoder");
    assertThat(r.size()).isZero();
    r.close(); // twice: nothing left to close
    assertThat(order).hasSize(3);
    assertThatThrownBy(() -> r.add(() -> {})).hasMessageContaining("already closed");
  }

  @Test
  void theEmbedSolversEncoderIsClosedWithTheSolver() throws IOException {
    // no embedding cache: every solve runs the encoder, so a closed one fails
    OpenSolver open = SolverFactories.open(SolverSpec.builder("embed").encoder(MODEL, null).build());
    assertThat(open.resources().size()).isEqualTo(1);
    assertThat(open.solver().solve(item)).isPresent();
    open.close();
    assertThat(open.resources().size()).isZero();
    assertThatThrownBy(() -> open.solver().solve(item)).hasMessageContaining("the encoder is closed");
  }

  @Test
  void theIndexOfAnIndexBackedSolverIsClosedWithIt() throws IOException {
    Path text = Files.writeString(root.resolve("k.txt"), "A dog barks at strangers.\nA cat purrs.\n");
    Path idx = root.resolve("idx");
    new IndexBuilder(Language.ENGLISH, 1, false, null).build(idx, Corpus.of("text", List.of(text)));
    OpenSolver open = SolverFactories.open(SolverSpec.builder("ir").index(idx).build());
    assertThat(open.resources().size()).isEqualTo(1);
    assertThat(open.solver().solve(item)).isPresent();
    open.close();
    assertThatThrownBy(() -> open.solver().solve(item)).isInstanceOf(RuntimeException.class);
  }

  @Test
  void aSolverWithoutResourcesHoldsNone() throws IOException {
    try (OpenSolver open = SolverFactories.open(SolverSpec.of("word-overlap"))) {
      assertThat(open.resources().size()).isZero();
      assertThat(open.solver().id()).isEqualTo("word-overlap");
    }
  }
}
