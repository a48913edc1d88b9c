package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Progress on a non-terminal stderr: a short line every few seconds, never a carriage return; --quiet drops it. */
class ProgressLinesTest {
  private static final long SECOND = 1_000_000_000L;

  @Test
  void aLogGetsOneShortLinePerIntervalAndNoCarriageReturn() {
    var out = new StringWriter();
    var clock = new AtomicLong();
    var bar = new ProgressBar(new PrintWriter(out), "items", false, clock::get);
    for (int done = 1; done <= 12_000; done++) {
      clock.set(done * SECOND / 1000); // 1,000 items a second: 12 s in all
      bar.indexed(done, 12_000);
    }
    bar.finish();
    String[] lines = out.toString().split("\n");
    assertThat(out.toString()).doesNotContain("\r");
    assertThat(lines).hasSize(12 / ProgressBar.LOG_INTERVAL_SECONDS);
    assertThat(lines[0]).isEqualTo("progress: 5,000/12,000 items (42%), 1,000/s, 5 s");
    assertThat(lines).allSatisfy(l -> assertThat(l.length()).isLessThan(80));
  }

  @Test
  void aPhaseWithoutCountsSaysItIsAliveAndHowLongItTook() {
    var out = new StringWriter();
    var clock = new AtomicLong();
    try (var phase = new Heartbeat(new PrintWriter(out), "training sentence-ranker", false, clock::get)) {
      clock.set(6 * SECOND);
      phase.tick();
      clock.set(13 * SECOND);
      phase.tick();
      phase.done();
    }
    assertThat(out.toString()).isEqualTo("training sentence-ranker… 6 s\ntraining sentence-ranker… 13 s\n"
        + "training sentence-ranker: done in 13.0 s\n");
  }

  @Test
  void aFailedPhaseClaimsNoDuration() {
    var out = new StringWriter();
    var clock = new AtomicLong();
    try (var phase = new Heartbeat(new PrintWriter(out), "training kbqa", false, clock::get)) {
      clock.set(6 * SECOND);
      phase.tick();
    }
    assertThat(out.toString()).isEqualTo("training kbqa… 6 s\n");
  }

  @Test
  void quietKeepsWarningsAndErrorsOnly() {
    var out = new StringWriter();
    var quiet = QuietErr.over(new PrintWriter(out));
    quiet.print("\r[###...] 1/3");
    quiet.print("\r[######] 3/3\n");
    quiet.println("note: 2 items not answered");
    quiet.println("warning: 3 gold distractors are not candidates");
    quiet.println("qakit: error: no such file: x");
    quiet.flush();
    assertThat(out.toString()).isEqualTo("warning: 3 gold distractors are not candidates\nqakit: error: no such file: x\n");
  }
}
