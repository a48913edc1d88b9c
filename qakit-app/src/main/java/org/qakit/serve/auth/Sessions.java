package org.qakit.serve.auth;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Sessions kept in the database (so a restart signs nobody out), looked up by the SHA-256 of the
 * cookie's token. A session lasts {@link #LIFETIME} from its creation; signing in replaces the
 * anonymous session with a new one (no session fixation).
 */
public final class Sessions {
  /** How long a session lives. */
  public static final Duration LIFETIME = Duration.ofHours(12);
  private final Database db;

  public Sessions(Database db) {
    this.db = db;
  }

  /** A new session and the token for its cookie. */
  public record Created(String token, Session session) {}

  /** Creates a session for {@code account} (empty: not signed in yet). */
  public Created create(Optional<Account> account) {
    String token = Tokens.random();
    String hash = Tokens.hash(token);
    String csrf = Tokens.random();
    db.transaction(c -> Sql.update(c, "INSERT INTO sessions(token_hash, account_id, csrf, expires_at) VALUES (?, ?, ?, ?)",
        hash, account.map(Account::id).orElse(null), csrf, Instant.now().plus(LIFETIME)));
    return new Created(token, new Session(hash, account, csrf));
  }

  /** The live session of a cookie token, or empty. */
  public Optional<Session> find(String token) {
    if (token == null || token.isEmpty()) {
      return Optional.empty();
    }
    String hash = Tokens.hash(token);
    return db.transaction(c -> Sql.one(c,
        "SELECT s.csrf, a.id, a.username, a.role FROM sessions s LEFT JOIN accounts a ON a.id = s.account_id"
            + " WHERE s.token_hash = ? AND s.expires_at > ?",
        rs -> new Session(hash, rs.getString("username") == null ? Optional.empty() : Optional.of(Accounts.account(rs)), rs.getString("csrf")),
        hash, Instant.now()));
  }

  /** Ends a session. */
  public void delete(Session session) {
    db.transaction(c -> Sql.update(c, "DELETE FROM sessions WHERE token_hash = ?", session.tokenHash()));
  }

  /** Removes expired sessions; returns how many. */
  public int purgeExpired() {
    return db.transaction(c -> Sql.update(c, "DELETE FROM sessions WHERE expires_at <= ?", Instant.now()));
  }
}
