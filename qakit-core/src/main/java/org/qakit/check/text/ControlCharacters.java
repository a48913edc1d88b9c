package org.qakit.check.text;

import java.util.Locale;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.TextCheck;
import org.qakit.check.TextField;
import org.qakit.check.TextFixer;

/**
 * No text holds control characters: C0 controls other than TAB and LF (so CR inside a text is
 * one), DEL and the C1 controls U+0080–U+009F. They are invisible in print and break TSV and
 * terminal output. Fix: CR LF and a lone CR become LF, the other C0 controls and DEL are removed.
 * C1 controls are reported but kept: they are nearly always the remains of UTF-8 decoded as
 * Latin-1 ({@code â\u0088\u0092} for {@code −}), which {@code text-mojibake} repairs where it
 * can; removing them would hide the damage without repairing it.
 */
public final class ControlCharacters implements TextCheck, TextFixer {
  @Override
  public String id() {
    return "text-control-chars";
  }

  @Override
  public String description() {
    return "no text holds control characters (U+0000-U+001F except TAB and LF, U+007F, U+0080-U+009F); "
        + "--fix turns CR LF and CR into LF and removes the other C0 controls and DEL (C1 controls are kept: mojibake)";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public void check(TextField field, Findings out) {
    String text = field.text();
    int count = 0;
    int first = -1;
    for (int i = 0; i < text.length(); i++) {
      if (isControl(text.charAt(i))) {
        count++;
        first = first < 0 ? i : first;
      }
    }
    if (count > 0) {
      String message = String.format(Locale.ROOT, "%s holds %d control character(s), the first U+%04X at offset %d",
          field.field(), count, (int) text.charAt(first), first);
      if (field.itemId() != null) {
        out.item(field.itemId(), message);
      } else {
        out.at(field.record(), null, 0, message);
      }
    }
  }

  @Override
  public String fix(String text) {
    if (text.chars().noneMatch(c -> isRemovable((char) c))) {
      return text;
    }
    var out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\r') {
        if (i + 1 >= text.length() || text.charAt(i + 1) != '\n') {
          out.append('\n');
        }
      } else if (!isRemovable(c)) {
        out.append(c);
      }
    }
    return out.toString();
  }

  /** What the fix removes or turns into LF: C0 controls other than TAB and LF, and DEL. */
  static boolean isRemovable(char c) {
    return c < 0x20 && c != '\t' && c != '\n' || c == 0x7F;
  }

  static boolean isControl(char c) {
    return c < 0x20 && c != '\t' && c != '\n' || c == 0x7F || c >= 0x80 && c <= 0x9F;
  }
}
