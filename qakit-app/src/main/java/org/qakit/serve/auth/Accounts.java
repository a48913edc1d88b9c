package org.qakit.serve.auth;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;
import org.qakit.serve.store.StoreException;

/**
 * Accounts in the database: create, sign in (user name + password), change a password, list. Every
 * password set here must pass the {@link PasswordPolicy}, but those of the demo accounts.
 */
public final class Accounts {
  private static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");
  /**
   * A hash of a random password, compared against when the user name is unknown, so timing does not
   * tell; made by the first sign-in, whatever its name, rather than at every server start (a full
   * bcrypt hash, which a server that no one signs in to never needs).
   */
  private volatile String dummyHash;
  private final Database db;
  private final PasswordHasher hasher;

  public Accounts(Database db, PasswordHasher hasher) {
    this.db = db;
    this.hasher = hasher;
  }

  /** Creates an account; an {@link IllegalArgumentException} says what is wrong with the name or the password. */
  public Account create(String username, String password, Role role) {
    checkName(username);
    PasswordPolicy.check(password);
    return insert(username, password, role);
  }

  /**
   * Creates one of the demo accounts of {@code --demo}, whose password ({@code demo}) is shorter
   * than the policy allows: only {@code DemoData} calls this, and such a password signs in only
   * on a server started with {@code --demo} ({@link SignIns}).
   */
  public Account createDemoAccount(String username, String password, Role role) {
    checkName(username);
    return insert(username, password, role);
  }

  /** Sets a new password (which must pass the {@link PasswordPolicy}) for account {@code id}. */
  public void changePassword(long id, String password) {
    PasswordPolicy.check(password);
    String hash = hasher.hash(password);
    db.transaction(c -> Sql.update(c, "UPDATE accounts SET password_hash = ? WHERE id = ?", hash, id));
  }

  private static void checkName(String username) {
    if (username == null || !USERNAME.matcher(username).matches()) {
      throw new IllegalArgumentException("user name must be 1-64 letters, digits, '.', '_' or '-', found '" + username + "'");
    }
  }

  private Account insert(String username, String password, Role role) {
    String hash = hasher.hash(password);
    try {
      return db.transaction(c -> {
        if (Sql.one(c, "SELECT id FROM accounts WHERE username = ?", rs -> rs.getLong(1), username).isPresent()) {
          throw new IllegalArgumentException("user name '" + username + "' is taken");
        }
        long id = Sql.insert(c, "INSERT INTO accounts(username, password_hash, role, created_at) VALUES (?, ?, ?, ?)",
            username, hash, role.id(), Instant.now());
        return new Account(id, username, role);
      });
    } catch (StoreException e) {
      if (db.read(c -> Sql.one(c, "SELECT id FROM accounts WHERE username = ?", rs -> rs.getLong(1), username)).isPresent()) {
        throw new IllegalArgumentException("user name '" + username + "' is taken", e); // created at the same moment by another request
      }
      throw e;
    }
  }

  /** The account whose password matches, or empty. */
  public Optional<Account> signIn(String username, String password) {
    record Stored(Account account, String hash) {}
    String dummy = dummyHash();
    Optional<Stored> stored = db.transaction(c -> Sql.one(c,
        "SELECT id, username, role, password_hash FROM accounts WHERE username = ?",
        rs -> new Stored(account(rs), rs.getString(4)), username == null ? "" : username));
    String hash = stored.map(Stored::hash).orElse(dummy);
    boolean ok = hasher.matches(password == null ? "" : password, hash);
    return ok ? stored.map(Stored::account) : Optional.empty();
  }

  private String dummyHash() {
    String hash = dummyHash;
    if (hash == null) {
      synchronized (this) {
        if (dummyHash == null) {
          dummyHash = hasher.hash("no such user " + System.nanoTime());
        }
        hash = dummyHash;
      }
    }
    return hash;
  }

  public Optional<Account> byId(long id) {
    return db.transaction(c -> Sql.one(c, "SELECT id, username, role FROM accounts WHERE id = ?", Accounts::account, id));
  }

  /** Every account, by user name. */
  public List<Account> all() {
    return db.read(Accounts::all);
  }

  /** As {@link #all()}, on {@code c}. */
  public static List<Account> all(java.sql.Connection c) throws SQLException {
    return Sql.list(c, "SELECT id, username, role FROM accounts ORDER BY username", Accounts::account);
  }

  /** How many accounts exist. */
  public long count() {
    return db.transaction(c -> Sql.one(c, "SELECT COUNT(*) FROM accounts", rs -> rs.getLong(1)).orElse(0L));
  }

  static Account account(ResultSet rs) throws SQLException {
    return new Account(rs.getLong("id"), rs.getString("username"), Role.of(rs.getString("role")));
  }
}
