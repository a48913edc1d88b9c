package org.qakit.serve.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.serve.store.Database;

/** At least 8 characters wherever a password is set; the demo accounts are the one exception. */
class PasswordPolicyTest {
  @TempDir Path dir;
  Database db;
  Accounts accounts;

  @BeforeEach
  void open() {
    db = Database.open(Database.h2Url(dir), null, null);
    accounts = new Accounts(db, new PasswordHasher(4));
  }

  @AfterEach
  void close() throws Exception {
    db.close();
  }

  @Test
  void aPasswordNeedsEightCharactersAndAtMost72Bytes() {
    assertThatThrownBy(() -> PasswordPolicy.check("x")).hasMessage("a password needs at least 8 characters; this one has 1");
    assertThatThrownBy(() -> PasswordPolicy.check("seven77")).hasMessageContaining("this one has 7");
    assertThatThrownBy(() -> PasswordPolicy.check(null)).hasMessageContaining("this one has 0");
    PasswordPolicy.check("eight888");
    // characters, not UTF-16 units: four emoji are 4 characters
    assertThatThrownBy(() -> PasswordPolicy.check("\uD83D\uDE00".repeat(4))).hasMessageContaining("this one has 4");
    PasswordPolicy.check("\uD83D\uDE00".repeat(8));
    assertThatThrownBy(() -> PasswordPolicy.check("ž".repeat(37))).hasMessageContaining("at most 72 bytes");
  }

  @Test
  void creatingAnAccountOrChangingAPasswordChecksIt() {
    assertThatThrownBy(() -> accounts.create("admin2", "x", Role.ADMIN)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least 8 characters");
    assertThat(accounts.count()).isZero();
    Account a = accounts.create("admin2", "long-enough", Role.ADMIN);
    assertThatThrownBy(() -> accounts.changePassword(a.id(), "short")).hasMessageContaining("at least 8 characters");
    assertThat(accounts.signIn("admin2", "long-enough")).isPresent();
    accounts.changePassword(a.id(), "another-one");
    assertThat(accounts.signIn("admin2", "long-enough")).isEmpty();
    assertThat(accounts.signIn("admin2", "another-one")).isPresent();
  }

  @Test
  void onlyTheDemoAccountsKeepAShortPassword() {
    assertThat(accounts.createDemoAccount("demo", "demo", Role.ADMIN).username()).isEqualTo("demo");
    assertThat(accounts.signIn("demo", "demo")).isPresent();
  }
}
