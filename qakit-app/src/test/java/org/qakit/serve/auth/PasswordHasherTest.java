package org.qakit.serve.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PasswordHasherTest {
  private final PasswordHasher hasher = new PasswordHasher(4);

  @Test
  void hashesAreSaltedBcryptAndVerify() {
    String a = hasher.hash("correct horse");
    String b = hasher.hash("correct horse");
    assertThat(a).startsWith("$2a$04$").hasSize(60).isNotEqualTo(b);
    assertThat(hasher.matches("correct horse", a)).isTrue();
    assertThat(hasher.matches("correct horsf", a)).isFalse();
  }

  @Test
  void refusesWhatBcryptWouldCutOrCannotHash() {
    assertThatThrownBy(() -> hasher.hash("")).hasMessage("the password must not be empty");
    // 37 two-byte letters: 74 bytes of UTF-8, over bcrypt's 72
    assertThatThrownBy(() -> hasher.hash("č".repeat(37))).hasMessage("the password is 74 bytes long; bcrypt reads at most 72");
    assertThatThrownBy(() -> new PasswordHasher(3)).hasMessage("bcrypt cost must be between 4 and 31, found 3");
  }

  @Test
  void tokensAreRandomAndHashedToHex() {
    assertThat(Tokens.random()).hasSize(43).isNotEqualTo(Tokens.random());
    // SHA-256 of "abc" (FIPS 180-2, appendix B.1)
    assertThat(Tokens.hash("abc")).isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    assertThat(Tokens.same("x", "x")).isTrue();
    assertThat(Tokens.same("x", null)).isFalse();
  }
}
