package org.qakit.serve.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Sessions of signed-in accounts, kept in the database (so a restart signs nobody out), looked up
 * by the SHA-256 of the cookie's token. A session lasts {@link #LIFETIME} from its creation and is
 * made only by signing in (a new token: no session fixation); a visitor who is not signed in has
 * no session row ({@link Session#anonymous}, {@link SignInTokens}). Rows that expired, and the
 * rows older servers stored for such visitors, are deleted by
 * {@link #purgeExpired} (at every start and every {@link #PURGE_EVERY}).
 *
 * <p>Live sessions found or created are also kept in memory, keyed by the token's hash, so a page
 * usually needs no database query for its session: at most {@value #CACHED} sessions (the least
 * recently used leaves first). A cached session is used only before its {@code expires_at} (read
 * from the database, checked on every use) and for {@link #RECHECK} after it was read; then it is
 * read again, so a change made outside this server (another server on the same PostgreSQL, SQL
 * by hand) is seen within that time. This server's own changes are seen at once: {@link #delete}
 * (sign-out, sign-in) and {@link #forgetAccount} (an account's role or name changed) remove the
 * entries, and a lookup that read the database before such a removal does not put its result
 * back (an eviction counter is compared under the cache's lock), so a session signed out is
 * refused from the next request on. Unknown tokens are not cached: each costs a query, as before.
 */
public final class Sessions {
  /** How long a session lives. */
  public static final Duration LIFETIME = Duration.ofHours(12);
  /** How long a session read from the database is used from memory before it is read again. */
  public static final Duration RECHECK = Duration.ofSeconds(10);
  /** The most sessions kept in memory. */
  public static final int CACHED = 10_000;
  /** How often a server deletes expired sessions. */
  public static final Duration PURGE_EVERY = Duration.ofHours(1);

  private record Cached(Session session, Instant expiresAt, Instant readAt) {}

  private final Database db;
  private final Clock clock;
  private final Map<String, Cached> cache = new LinkedHashMap<>(256, 0.75f, true) {
    private static final long serialVersionUID = 1L;

    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Cached> eldest) {
      return size() > CACHED;
    }
  };
  /** Incremented (under the cache's lock) by every removal, so a lookup begun before it does not cache what it read. */
  private long evictions;

  public Sessions(Database db) {
    this(db, Clock.systemUTC());
  }

  /** Sessions whose lifetimes and cache ages are measured by {@code clock} (tests move it). */
  public Sessions(Database db, Clock clock) {
    this.db = db;
    this.clock = clock;
  }

  /** A new session and the token for its cookie. */
  public record Created(String token, Session session) {}

  /** Creates a session for {@code account}, which has just signed in. */
  public Created create(Account account) {
    String token = Tokens.random();
    String hash = Tokens.hash(token);
    String csrf = Tokens.random();
    Instant now = clock.instant();
    Instant expires = now.plus(LIFETIME);
    db.transaction(c -> Sql.update(c, "INSERT INTO sessions(token_hash, account_id, csrf, expires_at) VALUES (?, ?, ?, ?)",
        hash, account.id(), csrf, expires));
    Session session = new Session(hash, Optional.of(account), csrf);
    synchronized (cache) {
      cache.put(hash, new Cached(session, expires, now));
    }
    return new Created(token, session);
  }

  /** The live session of a cookie token, or empty. */
  public Optional<Session> find(String token) {
    if (token == null || token.isEmpty()) {
      return Optional.empty();
    }
    String hash = Tokens.hash(token);
    Instant now = clock.instant();
    long seen;
    synchronized (cache) {
      Cached c = cache.get(hash);
      if (c != null && now.isBefore(c.expiresAt()) && now.isBefore(c.readAt().plus(RECHECK))) {
        return Optional.of(c.session());
      }
      if (c != null) {
        cache.remove(hash);
      }
      seen = evictions;
    }
    Optional<Cached> read = db.read(c -> Sql.one(c,
        "SELECT s.csrf, s.expires_at, a.id, a.username, a.role FROM sessions s JOIN accounts a ON a.id = s.account_id"
            + " WHERE s.token_hash = ? AND s.expires_at > ?",
        rs -> new Cached(new Session(hash, Optional.of(Accounts.account(rs)), rs.getString("csrf")),
            rs.getTimestamp("expires_at").toInstant(), now),
        hash, now));
    read.ifPresent(c -> {
      synchronized (cache) {
        if (evictions == seen) {
          cache.put(hash, c);
        }
      }
    });
    return read.map(Cached::session);
  }

  /** Ends a session: from the next request on, its token finds nothing (a visitor's, not stored, needs nothing). */
  public void delete(Session session) {
    if (!session.stored()) {
      return;
    }
    db.transaction(c -> Sql.update(c, "DELETE FROM sessions WHERE token_hash = ?", session.tokenHash()));
    synchronized (cache) {
      evictions++;
      cache.remove(session.tokenHash());
    }
  }

  /**
   * Forgets the cached sessions of an account, so that its next request reads the account again
   * (its role or name as they are now); call it after changing an account.
   */
  public void forgetAccount(long accountId) {
    synchronized (cache) {
      evictions++;
      cache.values().removeIf(c -> c.session().account().map(a -> a.id() == accountId).orElse(false));
    }
  }

  /**
   * Ends every session of an account but {@code keep} (after its password changed): from the next
   * request on their tokens find nothing, here at once, on other servers within {@link #RECHECK}.
   */
  public void endOthers(long accountId, Session keep) {
    db.transaction(c -> Sql.update(c, "DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?", accountId,
        keep.stored() ? keep.tokenHash() : ""));
    synchronized (cache) {
      evictions++;
      cache.entrySet().removeIf(e -> !e.getKey().equals(keep.tokenHash())
          && e.getValue().session().account().map(a -> a.id() == accountId).orElse(false));
    }
  }

  /** Removes expired sessions, and any row without an account (older servers stored one per visitor); returns how many. */
  public int purgeExpired() {
    Instant now = clock.instant();
    synchronized (cache) {
      evictions++;
      cache.values().removeIf(c -> !now.isBefore(c.expiresAt()));
    }
    return db.transaction(c -> Sql.update(c, "DELETE FROM sessions WHERE expires_at <= ? OR account_id IS NULL", now));
  }

  /** How many sessions are stored (for tests and diagnostics). */
  public long storedCount() {
    return db.read(c -> Sql.one(c, "SELECT COUNT(*) FROM sessions", rs -> rs.getLong(1)).orElse(0L));
  }

  /** How many sessions are held in memory now (for tests and diagnostics). */
  public int cachedCount() {
    synchronized (cache) {
      return cache.size();
    }
  }
}
