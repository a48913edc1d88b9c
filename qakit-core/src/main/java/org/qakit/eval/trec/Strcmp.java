package org.qakit.eval.trec;

import java.util.Comparator;

/**
 * C's {@code strcmp} order, which trec_eval uses for query ids and document ids: byte-wise on the
 * UTF-8 encoding, bytes unsigned. For valid UTF-8 that is code-point order, which differs from
 * {@link String#compareTo} (UTF-16 code units) only for characters above U+FFFF against
 * U+E000–U+FFFF.
 */
final class Strcmp {
  static final Comparator<String> ORDER = Strcmp::compare;

  private Strcmp() {}

  static int compare(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int ca = a.codePointAt(i);
      int cb = b.codePointAt(j);
      if (ca != cb) {
        return Integer.compare(ca, cb);
      }
      i += Character.charCount(ca);
      j += Character.charCount(cb);
    }
    return Boolean.compare(i < a.length(), j < b.length());
  }
}
