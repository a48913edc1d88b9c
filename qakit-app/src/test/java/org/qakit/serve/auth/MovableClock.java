package org.qakit.serve.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock a test moves forward (thread-safe: a server's request threads read it). */
public final class MovableClock extends Clock {
  private volatile Instant now;

  public MovableClock(Instant start) {
    now = start;
  }

  public synchronized void advance(Duration d) {
    now = now.plus(d);
  }

  @Override
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }
}
