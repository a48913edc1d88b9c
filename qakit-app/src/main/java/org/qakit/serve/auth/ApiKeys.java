package org.qakit.serve.auth;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.InputLimits;
import org.qakit.serve.store.Sql;

/**
 * The API keys of a team deployment ({@code qakit serve --api-keys}) and whether this server asks
 * for one. A key is {@value #PREFIX} followed by a random 256-bit token ({@link Tokens}); the database
 * keeps its SHA-256 and its first {@value #SHOWN} characters, so a copied database holds no usable
 * key. Admins create and revoke keys on {@code /admin/api-keys}; a revoked key is refused from the
 * next request on (each request looks its key up, by the hash's unique index).
 */
public final class ApiKeys {
  /** What every key starts with, so that one pasted somewhere is recognisable. */
  public static final String PREFIX = "qakit_";
  /** How many characters of a key are kept and shown. */
  public static final int SHOWN = PREFIX.length() + 6;
  /** The longest name: {@link InputLimits#API_KEY_NAME}, the column's width. */
  public static final int MAX_NAME = InputLimits.API_KEY_NAME;
  private static final String COLUMNS = "k.id, k.name, k.prefix, a.username, k.created_at, k.revoked_at";
  private final Database db;
  private final boolean required;

  /** @param required whether the API refuses a request without a valid key */
  public ApiKeys(Database db, boolean required) {
    this.db = db;
    this.required = required;
  }

  /** Whether the API refuses a request without a valid key. */
  public boolean required() {
    return required;
  }

  /** A new key, created by {@code admin}: the key (shown once) and its entry. */
  public Created create(String name, Account admin) {
    String n = name == null ? "" : name.strip();
    if (n.isEmpty() || n.length() > MAX_NAME) {
      throw new IllegalArgumentException("name the key (who or what uses it) in 1 to " + MAX_NAME + " characters");
    }
    String key = PREFIX + Tokens.random();
    Instant now = Instant.now();
    long id = db.transaction(c -> Sql.insert(c, "INSERT INTO api_keys(name, key_hash, prefix, created_by, created_at) VALUES (?, ?, ?, ?, ?)",
        n, Tokens.hash(key), key.substring(0, SHOWN), admin.id(), now));
    return new Created(key, new ApiKey(id, n, key.substring(0, SHOWN), admin.username(), now, null));
  }

  /** Every key, newest first, revoked ones included. */
  public List<ApiKey> all() {
    return db.read(c -> Sql.list(c, "SELECT " + COLUMNS + " FROM api_keys k LEFT JOIN accounts a ON a.id = k.created_by ORDER BY k.id DESC",
        ApiKeys::row));
  }

  /** Revokes key {@code id}; false when there is no such key or it was revoked already. */
  public boolean revoke(long id) {
    return db.transaction(c -> Sql.update(c, "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", Instant.now(), id)) == 1;
  }

  /** The valid (not revoked) key {@code key}, if there is one. */
  public Optional<ApiKey> find(String key) {
    if (key == null || !key.startsWith(PREFIX) || key.length() > 100) {
      return Optional.empty();
    }
    return db.read(c -> Sql.one(c, "SELECT " + COLUMNS + " FROM api_keys k LEFT JOIN accounts a ON a.id = k.created_by"
        + " WHERE k.key_hash = ? AND k.revoked_at IS NULL", ApiKeys::row, Tokens.hash(key)));
  }

  private static ApiKey row(ResultSet rs) throws SQLException {
    var revoked = rs.getTimestamp(6);
    return new ApiKey(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getTimestamp(5).toInstant(),
        revoked == null ? null : revoked.toInstant());
  }

  /**
   * A key just created.
   *
   * @param key the key, to give to its user: it is not stored and cannot be shown again
   * @param entry its entry in the list
   */
  public record Created(String key, ApiKey entry) {}
}
