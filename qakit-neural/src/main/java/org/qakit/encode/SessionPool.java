package org.qakit.encode;

import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Function;

/**
 * {@code n} onnxruntime sessions on one graph, each lent to one run at a time, so no session is
 * ever run by two threads at once and none is closed while a run uses it.
 *
 * <p>Why not one shared session: onnxruntime documents {@code Run} as thread-safe, but a JVM died
 * once in {@code libonnxruntime.so} inside {@code OrtSession.run} on a worker of {@code qakit
 * bench encode --threads 2} (batch 16, bge-small-zh; memory corrupted while an error message was
 * being formatted), and onnxruntime issue #23555 reports intermittent failures and crashes of
 * Java embedding models run concurrently on one session. A session per worker shares no mutable
 * native state (each has its own arena and execution plan) and costs one more copy of the
 * weights (about 25 MB for these int8 models). Closing, the second unsafe pattern found: the Java
 * API frees a session's native memory at once, even while another thread is inside {@code run},
 * so {@link #close} first waits until every session has been given back.
 *
 * <p>The {@link OrtSession.SessionOptions} of each session stay open until the session is closed,
 * as the onnxruntime Java documentation asks (a session may refer to its options).
 */
final class SessionPool implements AutoCloseable {
  private final String owner;
  private final List<OrtSession> sessions = new ArrayList<>();
  private final List<OrtSession.SessionOptions> options = new ArrayList<>();
  private final BlockingQueue<OrtSession> idle;
  private volatile boolean closed;

  /**
   * Opens {@code n} sessions on {@code graph}; a graph onnxruntime cannot load is a {@link
   * ModelException} naming {@code owner}, and nothing stays open.
   */
  SessionPool(byte[] graph, int n, String owner) {
    if (n < 1) {
      throw new IllegalArgumentException(owner + ": expected at least 1 session, found " + n);
    }
    this.owner = owner;
    this.idle = new ArrayBlockingQueue<>(n);
    try {
      for (int i = 0; i < n; i++) {
        OrtSession.SessionOptions o = OnnxSessions.options(owner);
        options.add(o);
        OrtSession s = OnnxSessions.open(graph, o, owner);
        sessions.add(s);
        idle.add(s);
      }
    } catch (RuntimeException e) {
      closeAll();
      throw e;
    }
  }

  /** A session for inspection (inputs, outputs) only: never run it outside {@link #apply}. */
  OrtSession first() {
    return sessions.get(0);
  }

  int size() {
    return sessions.size();
  }

  /**
   * Runs {@code task} with a session no other thread holds meanwhile, waiting for one when all are
   * lent. Fails with {@link IllegalStateException} once {@link #close} has begun.
   */
  <T> T apply(Function<OrtSession, T> task) {
    OrtSession s = take();
    try {
      return task.apply(s);
    } finally {
      idle.add(s);
    }
  }

  private OrtSession take() {
    if (closed) {
      throw closedError();
    }
    OrtSession s;
    try {
      s = idle.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(owner + ": interrupted while waiting for an onnxruntime session", e);
    }
    if (closed) {
      idle.add(s);
      throw closedError();
    }
    return s;
  }

  private IllegalStateException closedError() {
    return new IllegalStateException(owner + ": the encoder is closed");
  }

  /**
   * Refuses new runs, waits until the runs in progress have given their sessions back, then frees
   * the sessions and their options. Must not be called from inside {@link #apply} (it would wait
   * for itself).
   */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    boolean interrupted = false;
    for (int i = 0; i < sessions.size(); i++) {
      while (true) {
        try {
          idle.take();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    }
    closeAll();
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private void closeAll() {
    for (OrtSession s : sessions) {
      try {
        s.close();
      } catch (OrtException | RuntimeException e) {
        // closing: nothing useful to report
      }
    }
    options.forEach(OrtSession.SessionOptions::close);
    sessions.clear();
    options.clear();
  }
}
