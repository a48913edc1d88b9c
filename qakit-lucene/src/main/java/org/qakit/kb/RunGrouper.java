package org.qakit.kb;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.qakit.model.Triple;

/**
 * Cuts a stream of triples into {@link SubjectRun}s: a run ends where the subject string changes
 * (compared exactly, as written) or when it reaches {@value #MAX_RUN} triples, so that no single
 * document grows without bound. Holds one run at a time.
 */
public final class RunGrouper implements Consumer<Triple> {
  /** The most triples one run (one document) holds. */
  static final int MAX_RUN = 10_000;

  private final Consumer<SubjectRun> sink;
  private final List<String> predicates = new ArrayList<>();
  private final List<String> objects = new ArrayList<>();
  private String subject;
  private long seq;
  private long next;

  public RunGrouper(Consumer<SubjectRun> sink) {
    this.sink = sink;
  }

  @Override
  public void accept(Triple t) {
    if (subject != null && (!subject.equals(t.subject()) || predicates.size() == MAX_RUN)) {
      flush();
    }
    if (subject == null) {
      subject = t.subject();
      seq = next;
    }
    predicates.add(t.predicate());
    objects.add(t.object());
    next++;
  }

  /** Hands on the run being collected, if any. */
  public void flush() {
    if (subject != null) {
      sink.accept(new SubjectRun(subject, seq, predicates, objects));
      subject = null;
      predicates.clear();
      objects.clear();
    }
  }

  /** Triples seen so far. */
  public long triples() {
    return next;
  }
}
