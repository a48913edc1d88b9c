package org.qakit.serve.api;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Locale;

/**
 * The limits of {@code POST /api/v1/answer} (and of the Ask page, which answers through the same
 * {@link Answerer}) and whether the API asks for a key; {@code qakit serve --api-*} sets them.
 *
 * @param maxBodyBytes the largest request body, in bytes ({@code --api-max-body}); checked on the
 *     {@code Content-Length} and again on the bytes read, so a body sent in chunks is cut there too
 * @param maxChars the most characters (Unicode code points) of question, options, context,
 *     candidates and document together ({@code --api-max-chars})
 * @param maxItems the most candidates, or sentences of a document ({@code --api-max-items}); options
 *     are also limited to the {@value #MAX_OPTIONS} labels A to Z
 * @param maxEvidenceBytes the largest evidence object of an answer, in bytes of JSON ({@code
 *     --api-max-evidence}); a larger one is left out and its size given instead
 * @param timeBudget the most time from a request's arrival to its answer, waiting for a thread
 *     included ({@code --api-time-budget-ms})
 * @param keys when a key is required ({@code --api-keys})
 */
public record ApiOptions(long maxBodyBytes, int maxChars, int maxItems, int maxEvidenceBytes, Duration timeBudget, KeyMode keys) {
  /** The labels of options are A to Z. */
  public static final int MAX_OPTIONS = 26;
  public static final long DEFAULT_MAX_BODY_BYTES = 1L << 20;
  public static final int DEFAULT_MAX_CHARS = 100_000;
  public static final int DEFAULT_MAX_ITEMS = 1_000;
  public static final int DEFAULT_MAX_EVIDENCE_BYTES = 256 * 1024;
  public static final Duration DEFAULT_TIME_BUDGET = Duration.ofSeconds(10);

  /** When the API requires {@code Authorization: Bearer KEY}. */
  public enum KeyMode {
    /** Required unless the server listens on a loopback address only (the default). */
    AUTO,
    /** Never: the API is open to whoever reaches the port. */
    OFF,
    /** Always. */
    REQUIRED;

    /** {@code auto}, {@code off} or {@code required}. */
    public static KeyMode of(String text) {
      try {
        return valueOf(text.strip().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--api-keys: expected auto, off or required, found '" + text + "'");
      }
    }

    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public ApiOptions {
    positive(maxBodyBytes, "--api-max-body");
    positive(maxChars, "--api-max-chars");
    positive(maxItems, "--api-max-items");
    positive(maxEvidenceBytes, "--api-max-evidence");
    if (timeBudget == null || timeBudget.isNegative() || timeBudget.isZero()) {
      throw new IllegalArgumentException("--api-time-budget-ms must be at least 1, found " + (timeBudget == null ? null : timeBudget.toMillis()));
    }
    if (keys == null) {
      throw new IllegalArgumentException("--api-keys: expected auto, off or required");
    }
  }

  /** The documented defaults: 1 MiB, 100,000 characters, 1,000 items, 256 KiB of evidence, 10 s, keys {@code auto}. */
  public static ApiOptions defaults() {
    return new ApiOptions(DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_CHARS, DEFAULT_MAX_ITEMS, DEFAULT_MAX_EVIDENCE_BYTES, DEFAULT_TIME_BUDGET,
        KeyMode.AUTO);
  }

  public ApiOptions withKeys(KeyMode mode) {
    return new ApiOptions(maxBodyBytes, maxChars, maxItems, maxEvidenceBytes, timeBudget, mode);
  }

  public ApiOptions withTimeBudget(Duration budget) {
    return new ApiOptions(maxBodyBytes, maxChars, maxItems, maxEvidenceBytes, budget, keys);
  }

  public ApiOptions withMaxEvidenceBytes(int bytes) {
    return new ApiOptions(maxBodyBytes, maxChars, maxItems, bytes, timeBudget, keys);
  }

  /** Whether a server listening on {@code host} requires a key: {@code auto} requires one unless {@code host} is a loopback address. */
  public boolean keysRequired(String host) {
    return switch (keys) {
      case OFF -> false;
      case REQUIRED -> true;
      case AUTO -> !loopback(host);
    };
  }

  private static boolean loopback(String host) {
    try {
      return host != null && InetAddress.getByName(host).isLoopbackAddress();
    } catch (UnknownHostException e) {
      return false;
    }
  }

  private static void positive(long value, String option) {
    if (value < 1) {
      throw new IllegalArgumentException(option + " must be at least 1, found " + value);
    }
  }
}
