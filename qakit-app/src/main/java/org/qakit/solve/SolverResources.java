package org.qakit.solve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * What a solver built by {@link SolverFactories#open} holds open: bi-encoders (ONNX sessions, worker
 * threads, the embedding cache's file), cross-encoders, indexes and knowledge-base stores. A factory
 * registers each one as it opens it ({@link #add}); {@link #close} closes them all, the last opened
 * first (so a retriever that queries with an encoder closes before the encoder). A failure to close
 * one does not stop the others: the first failure is thrown with the later ones suppressed. Closing
 * twice does nothing; adding after closing is an error.
 */
public final class SolverResources implements AutoCloseable {
  private final Deque<AutoCloseable> open = new ArrayDeque<>();
  private boolean closed;

  /** Registers {@code resource} to be closed with the others and returns it ({@code null} is returned as is). */
  public synchronized <T extends AutoCloseable> T add(T resource) {
    if (closed) {
      throw new IllegalStateException("solver resources: already closed, cannot hold " + resource);
    }
    if (resource != null) {
      open.push(resource);
    }
    return resource;
  }

  /** How many resources are held (0 after {@link #close}). */
  public synchronized int size() {
    return open.size();
  }

  @Override
  public synchronized void close() {
    closed = true;
    RuntimeException first = null;
    while (!open.isEmpty()) {
      AutoCloseable r = open.pop();
      try {
        r.close();
      } catch (Exception e) {
        RuntimeException failure = e instanceof RuntimeException re ? re
            : e instanceof IOException io ? new UncheckedIOException(io) : new IllegalStateException(e);
        if (first == null) {
          first = failure;
        } else {
          first.addSuppressed(e);
        }
      }
    }
    if (first != null) {
      throw first;
    }
  }
}
