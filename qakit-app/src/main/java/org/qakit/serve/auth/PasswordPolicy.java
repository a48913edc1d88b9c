package org.qakit.serve.auth;

/**
 * What a password must be: at least {@value #MIN_LENGTH} characters (Unicode code points) and at
 * most {@value #MAX_BYTES} bytes in UTF-8, all bcrypt reads. Checked wherever a password is set
 * (an account created, a password changed); the demo accounts of {@code --demo} are the one
 * exception ({@link Accounts#createDemoAccount}), and a shorter password signs in only on a
 * {@code --demo} server ({@link SignIns}).
 */
public final class PasswordPolicy {
  /** The fewest characters a password may have. */
  public static final int MIN_LENGTH = 8;
  /** The most UTF-8 bytes a password may have (bcrypt ignores the rest). */
  public static final int MAX_BYTES = 72;

  private PasswordPolicy() {}

  /** Whether {@code password} has at least {@value #MIN_LENGTH} characters. */
  public static boolean longEnough(String password) {
    return password != null && password.codePointCount(0, password.length()) >= MIN_LENGTH;
  }

  /** Refuses a password the policy does not allow, with a message for the form. */
  public static void check(String password) {
    if (!longEnough(password)) {
      int n = password == null ? 0 : password.codePointCount(0, password.length());
      throw new IllegalArgumentException("a password needs at least " + MIN_LENGTH + " characters; this one has " + n);
    }
    int bytes = password.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    if (bytes > MAX_BYTES) {
      throw new IllegalArgumentException("a password may have at most " + MAX_BYTES + " bytes (bcrypt reads no more); this one has " + bytes);
    }
  }
}
