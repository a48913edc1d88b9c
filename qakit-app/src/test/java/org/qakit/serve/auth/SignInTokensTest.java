package org.qakit.serve.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The signed CSRF cookie of visitors who are not signed in: made here, unforgeable, and only for a while. */
class SignInTokensTest {
  final MovableClock clock = new MovableClock(Instant.parse("2026-11-22T10:00:00Z"));
  final SignInTokens tokens = new SignInTokens("k".repeat(32).getBytes(StandardCharsets.UTF_8), clock);

  @Test
  void aTokenIsValidUntilItsLifetimeEnds() {
    String token = tokens.issue();
    assertThat(tokens.valid(token)).isTrue();
    assertThat(tokens.issue()).isNotEqualTo(token);
    clock.advance(SignInTokens.LIFETIME.minusSeconds(1));
    assertThat(tokens.valid(token)).isTrue();
    clock.advance(Duration.ofSeconds(1));
    assertThat(tokens.valid(token)).isFalse();
  }

  @Test
  void aTokenChangedOrSignedWithAnotherKeyIsRefused() {
    String token = tokens.issue();
    String[] parts = token.split("\\.");
    assertThat(tokens.valid((Long.parseLong(parts[0]) + 3600) + "." + parts[1] + "." + parts[2])).isFalse();
    assertThat(tokens.valid(parts[0] + "." + parts[1] + "x." + parts[2])).isFalse();
    var other = new SignInTokens("o".repeat(32).getBytes(StandardCharsets.UTF_8), clock);
    assertThat(other.valid(token)).isFalse();
    assertThat(tokens.valid(other.issue())).isFalse();
    for (String junk : new String[] {null, "", "abc", "1.2", "..", "x.y.z", token + ".", "é.é.é"}) {
      assertThat(tokens.valid(junk)).as(junk).isFalse();
    }
  }
}
