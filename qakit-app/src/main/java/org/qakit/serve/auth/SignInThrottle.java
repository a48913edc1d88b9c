package org.qakit.serve.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Exponential back-off of failed sign-ins, per user name (as typed, known or not) and per client
 * address (an IPv6 address by its /64), kept in memory: a restart forgets it, and each server of a
 * team counts its own. After {@link #FREE_PER_ACCOUNT} failures for a user name, or
 * {@link #FREE_PER_ADDRESS} from an address, the next attempt must wait {@link #FIRST_WAIT} after
 * the last failure, and each further failure doubles the wait up to {@link #LONGEST_WAIT}; an
 * attempt made too early is refused without checking the password and does not count. A success
 * clears the user name's failures (not the address's); failures are forgotten
 * {@link #FORGET_AFTER} after the last one. At most {@link #PARALLEL_PER_ACCOUNT} checks of one
 * user name and {@link #PARALLEL_PER_ADDRESS} from one address run at once (the others are refused
 * for a second), so attempts sent in parallel cannot pass before their failures are counted.
 * {@value #KEPT} user names and as many addresses are kept (the least recently seen leave first).
 */
public final class SignInThrottle {
  /** Failures of one user name before it must wait. */
  public static final int FREE_PER_ACCOUNT = 5;
  /** Failures from one address before it must wait. */
  public static final int FREE_PER_ADDRESS = 20;
  /** The wait after the first failure beyond the free ones. */
  public static final Duration FIRST_WAIT = Duration.ofSeconds(1);
  /** The longest wait. */
  public static final Duration LONGEST_WAIT = Duration.ofMinutes(15);
  /** How long after its last failure a user name or address starts afresh. */
  public static final Duration FORGET_AFTER = Duration.ofHours(1);
  /** Checks of one user name at once. */
  public static final int PARALLEL_PER_ACCOUNT = 2;
  /** Checks from one address at once. */
  public static final int PARALLEL_PER_ADDRESS = 4;
  static final int KEPT = 100_000;
  private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]{2,45}(%[A-Za-z0-9_.-]{1,16})?");

  private static final class Count {
    int failures;
    int running;
    Instant last = Instant.EPOCH;
  }

  private final Clock clock;
  private final Map<String, Count> names = lru();
  private final Map<String, Count> addresses = lru();

  public SignInThrottle(Clock clock) {
    this.clock = clock;
  }

  /** What {@link #begin} decided: go ahead ({@link Attempt}) or {@link Wait}. */
  public sealed interface Decision permits Attempt, Wait {}

  /** Refused: try again after {@code retryAfter} (whole seconds, at least 1). */
  public record Wait(Duration retryAfter, String reason) implements Decision {}

  /** A password check that may run; report its result with {@link #failed} or {@link #succeeded}, or {@link #close} it unfinished. */
  public final class Attempt implements Decision, AutoCloseable {
    private final Count name;
    private final Count address;
    private boolean done;

    private Attempt(Count name, Count address) {
      this.name = name;
      this.address = address;
    }

    /** The password was wrong (or the user name unknown). */
    public void failed() {
      finish(true);
    }

    /** The password was right. */
    public void succeeded() {
      finish(false);
    }

    /** Ends an attempt whose check did not run to its end (counted neither way). */
    @Override
    public void close() {
      synchronized (SignInThrottle.this) {
        if (!done) {
          done = true;
          name.running--;
          address.running--;
        }
      }
    }

    private void finish(boolean failure) {
      Instant now = clock.instant();
      synchronized (SignInThrottle.this) {
        if (done) {
          return;
        }
        close();
        if (failure) {
          for (Count c : new Count[] {name, address}) {
            c.failures++;
            c.last = now;
          }
        } else {
          name.failures = 0;
        }
      }
    }
  }

  /** Whether a sign-in of {@code username} from {@code address} may check its password now. */
  public synchronized Decision begin(String username, String address) {
    Instant now = clock.instant();
    Count name = count(names, nameKey(username), now);
    Count from = count(addresses, addressKey(address), now);
    Duration wait = max(remaining(name, FREE_PER_ACCOUNT, now), remaining(from, FREE_PER_ADDRESS, now));
    if (!wait.isZero()) {
      return new Wait(seconds(wait), "too many failed sign-ins for this user name or from this address");
    }
    if (name.running >= PARALLEL_PER_ACCOUNT || from.running >= PARALLEL_PER_ADDRESS) {
      return new Wait(Duration.ofSeconds(1), "other sign-ins for this user name or from this address are being checked");
    }
    name.running++;
    from.running++;
    return new Attempt(name, from);
  }

  /** How long after its last failure a count of {@code failures} must wait, {@code free} failures being free. */
  public static Duration waitAfter(int failures, int free) {
    if (failures < free) {
      return Duration.ZERO;
    }
    int doublings = failures - free;
    if (doublings >= 30) {
      return LONGEST_WAIT;
    }
    Duration wait = FIRST_WAIT.multipliedBy(1L << doublings);
    return wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait;
  }

  /** The key of a user name: as typed (names are case-sensitive); one key for all names too long to exist. */
  static String nameKey(String username) {
    return username == null ? "" : username.length() > 64 ? "\u0000too long" : username;
  }

  /** The key of a client address: an IPv4 address as it is, an IPv6 address by its first 64 bits; anything else as given (cut to 64 characters). */
  static String addressKey(String address) {
    if (address == null) {
      return "";
    }
    String a = address.startsWith("[") && address.endsWith("]") ? address.substring(1, address.length() - 1) : address;
    if (!a.contains(":") || !IPV6.matcher(a).matches()) {
      return a.length() > 64 ? a.substring(0, 64) : a;
    }
    try {
      byte[] bytes = java.net.InetAddress.getByName("[" + a + "]").getAddress(); // in brackets only a literal is taken: no name is looked up
      if (bytes.length == 4) {
        return java.net.InetAddress.getByAddress(bytes).getHostAddress();
      }
      var hex = new StringBuilder();
      for (int i = 0; i < 8; i++) {
        hex.append(String.format(Locale.ROOT, "%02x", bytes[i]));
      }
      return hex + "::/64";
    } catch (java.net.UnknownHostException e) {
      return a;
    }
  }

  private static Duration remaining(Count c, int free, Instant now) {
    Duration left = Duration.between(now, c.last.plus(waitAfter(c.failures, free)));
    return left.isNegative() ? Duration.ZERO : left;
  }

  private static Count count(Map<String, Count> counts, String key, Instant now) {
    Count c = counts.get(key);
    if (c != null && c.running == 0 && !now.isBefore(c.last.plus(FORGET_AFTER))) { // FORGET_AFTER > LONGEST_WAIT
      counts.remove(key);
      c = null;
    }
    if (c == null) {
      c = new Count();
      counts.put(key, c);
    }
    return c;
  }

  private static Duration max(Duration a, Duration b) {
    return a.compareTo(b) >= 0 ? a : b;
  }

  private static Duration seconds(Duration d) {
    long s = d.getSeconds() + (d.getNano() > 0 ? 1 : 0);
    return Duration.ofSeconds(Math.max(1, s));
  }

  private static Map<String, Count> lru() {
    return new LinkedHashMap<>(256, 0.75f, true) {
      private static final long serialVersionUID = 1L;

      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Count> eldest) {
        return size() > KEPT;
      }
    };
  }
}
