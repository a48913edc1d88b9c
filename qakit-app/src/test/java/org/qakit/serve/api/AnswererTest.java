package org.qakit.serve.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solver;
import org.qakit.solve.WordOverlapSolver;

/** The limits {@link Answerer} keeps whoever calls it (the API and the Ask page): time budget, busy threads, evidence size, solver refusals. */
class AnswererTest {
  private static final AnswerRequest QUESTION = new AnswerRequest(null, "Which is the red planet?", List.of("gas giant", "red planet"),
      null, null, null);

  /** A multiple-choice solver that waits for {@code release} before it answers A. */
  private record Waiting(CountDownLatch release) implements Solver {
    @Override
    public String id() {
      return "waiting";
    }

    @Override
    public String description() {
      return "waits";
    }

    @Override
    public Optional<Prediction> solve(Item item) {
      try {
        release.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return Optional.of(new Prediction.ChoiceScores(item.id(), Map.of("A", 1.0, "B", 0.0)));
    }
  }

  private static ApiOptions budget(Duration d) {
    return ApiOptions.defaults().withTimeBudget(d);
  }

  @Test
  void aSolverPastTheTimeBudgetIsAnswered503() {
    var release = new CountDownLatch(1);
    try (var answerer = new Answerer(Map.of("waiting", new Waiting(release)), budget(Duration.ofMillis(200)), 1)) {
      long start = System.nanoTime();
      assertThatThrownBy(() -> answerer.answer(QUESTION)).isInstanceOfSatisfying(ApiError.class, e -> {
        assertThat(e.status()).isEqualTo(503);
        assertThat(e.code()).isEqualTo("timeout");
        assertThat(e.getMessage()).contains("200 ms").contains("--api-time-budget-ms");
      });
      // answered once the budget had passed, while the solver still waited (it cannot return before the release
      // below): the budget cut it off; a wall-clock ceiling would depend on how loaded the machine is
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(200));
      assertThat(release.getCount()).isOne();
      release.countDown();
    }
  }

  @Test
  void requestsBeyondTheThreadsAndTheQueueAreAnsweredBusyAtOnce() throws Exception {
    var release = new CountDownLatch(1);
    int sent = 30;
    int accepted = 1 + AnswerPool.QUEUE_PER_THREAD;
    ExecutorService clients = Executors.newFixedThreadPool(sent);
    try (var answerer = new Answerer(Map.of("waiting", new Waiting(release)), budget(Duration.ofSeconds(30)), 1)) {
      var busy = new AtomicInteger();
      var refused = new CountDownLatch(sent - accepted);
      var results = new java.util.ArrayList<Future<String>>();
      for (int i = 0; i < sent; i++) {
        results.add(clients.submit(() -> {
          try {
            return answerer.answer(QUESTION).path("answer").asText();
          } catch (ApiError e) {
            assertThat(e.status()).isEqualTo(503);
            busy.incrementAndGet();
            refused.countDown();
            return e.code();
          }
        }));
      }
      assertThat(refused.await(20, TimeUnit.SECONDS)).as("busy answers").isTrue();
      release.countDown();
      long answered = 0;
      for (Future<String> f : results) {
        String r = f.get(20, TimeUnit.SECONDS);
        assertThat(r).isIn("A", "busy");
        answered += r.equals("A") ? 1 : 0;
      }
      assertThat(busy.get()).isEqualTo(sent - accepted);
      assertThat(answered).isEqualTo(accepted);
    } finally {
      clients.shutdownNow();
    }
  }

  @Test
  void evidenceOverTheLimitIsLeftOutWithItsSize() {
    try (var small = new Answerer(Map.of("word-overlap", new WordOverlapSolver()), ApiOptions.defaults().withMaxEvidenceBytes(50), 1);
        var large = new Answerer(Map.of("word-overlap", new WordOverlapSolver()), List.of())) {
      var full = large.answer(QUESTION);
      assertThat(full.path("evidence").isObject()).isTrue();
      assertThat(full.has("evidenceOmitted")).isFalse();
      var cut = small.answer(QUESTION);
      assertThat(cut.path("evidence").isNull()).isTrue();
      assertThat(cut.path("evidenceOmitted").asInt()).isEqualTo(full.path("evidence").toString().getBytes(java.nio.charset.StandardCharsets.UTF_8).length)
          .isGreaterThan(50);
      assertThat(cut.path("answer").asText()).isEqualTo(full.path("answer").asText()).isEqualTo("B");
    }
  }

  /** A solver that throws {@code error} for every item. */
  private record Throwing(RuntimeException error) implements Solver {
    @Override
    public String id() {
      return "throwing";
    }

    @Override
    public String description() {
      return "throws";
    }

    @Override
    public Optional<Prediction> solve(Item item) {
      throw error;
    }
  }

  @Test
  void aSolverThatRefusesTheInputIs422AndAFaultIsNotHidden() {
    try (var refusing = new Answerer(Map.of("throwing", new Throwing(new IllegalArgumentException("no red planets here"))), List.of());
        var broken = new Answerer(Map.of("throwing", new Throwing(new IllegalStateException("a bug"))), List.of())) {
      assertThatThrownBy(() -> refusing.answer(QUESTION)).isInstanceOfSatisfying(ApiError.class, e -> {
        assertThat(e.status()).isEqualTo(422);
        assertThat(e.getMessage()).isEqualTo("solver 'throwing' cannot answer this question: no red planets here");
      });
      // a fault of the server stays one (the server answers it 500 internal, and logs it)
      assertThatThrownBy(() -> broken.answer(QUESTION)).isInstanceOf(IllegalStateException.class).hasMessage("a bug");
    }
  }

  @Test
  void keysAreRequiredByDefaultOnlyBeyondLoopback() {
    ApiOptions auto = ApiOptions.defaults();
    assertThat(auto.keys()).isEqualTo(ApiOptions.KeyMode.AUTO);
    assertThat(auto.keysRequired("127.0.0.1")).isFalse();
    assertThat(auto.keysRequired("::1")).isFalse();
    assertThat(auto.keysRequired("localhost")).isFalse();
    assertThat(auto.keysRequired("0.0.0.0")).isTrue();
    assertThat(auto.keysRequired("192.0.2.10")).isTrue();
    assertThat(auto.withKeys(ApiOptions.KeyMode.REQUIRED).keysRequired("127.0.0.1")).isTrue();
    assertThat(auto.withKeys(ApiOptions.KeyMode.OFF).keysRequired("0.0.0.0")).isFalse();
    assertThat(ApiOptions.KeyMode.of(" Required ")).isEqualTo(ApiOptions.KeyMode.REQUIRED);
    assertThatThrownBy(() -> ApiOptions.KeyMode.of("yes")).hasMessage("--api-keys: expected auto, off or required, found 'yes'");
    assertThatThrownBy(() -> auto.withTimeBudget(Duration.ZERO)).hasMessageContaining("--api-time-budget-ms must be at least 1");
  }
}
