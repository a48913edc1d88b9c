package org.qakit.check.text;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.util.Map;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.check.TextCheck;
import org.qakit.check.TextField;
import org.qakit.check.TextFixer;
import org.qakit.format.TextLines;

/**
 * No text shows the marks of a wrong encoding:
 *
 * <ul>
 *   <li>UTF-8 decoded as Windows-1252 or Latin-1 ({@code Ã©} for {@code é}, {@code â€™} for
 *       {@code ’}, {@code Â°} for {@code °}): a letter whose Windows-1252/Latin-1 byte is a UTF-8
 *       lead byte C2–F4, followed by as many characters whose bytes are continuation bytes 80–BF
 *       as the lead byte calls for, the bytes together decoding as strict UTF-8 (the test ftfy
 *       makes, reduced to whole sequences). The lead must be a letter because the symbols among
 *       C2–F4, {@code ×} (D7) and {@code ÷} (F7), are written before a no-break space or a
 *       closing quote in real text ({@code 130 cm × 225 cm}, {@code “×”} in NLPCC data). The
 *       continuation characters must not be the Windows-1252 letters Š š Ž ž Œ œ Ÿ ƒ, because
 *       Czech writes {@code Úž} and {@code ÚŠ} (DA 9E and DA 8A would decode to Arabic letters).
 *       Fixable: each such sequence is replaced by the character its bytes encode.
 *   <li>U+FFFD, the replacement character: bytes some earlier tool could not decode, lost.
 *   <li>{@code 锟斤拷}: U+FFFD U+FFFD encoded in UTF-8 and decoded as GBK, the classic Chinese trace.
 *   <li>A run of {@value #QUESTION_MARK_RUN} or more question marks ({@code ?} or {@code ？}): what
 *       an encoder writes for characters its charset lacks (NLPCC 2016's Korean and Japanese names
 *       converted to GBK: {@code ????? ????? ?????}; KBQA questions that are nothing but {@code
 *       ？？？…}). Emphatic {@code ???} is left alone.
 * </ul>
 *
 * Registered before {@code text-control-chars}, so that {@code --fix} decodes a sequence whose
 * continuation characters are C1 controls ({@code â\\u0088\\u0092} for {@code −}) before those are
 * removed. The first kind can still fire on genuine text where such a pair is meant; the message
 * shows the sequence and its reading, for a person to judge.
 */
public final class Mojibake implements TextCheck, TextFixer {
  /** The Windows-1252 characters of bytes 80–9F (the rest of 80–FF are Latin-1). */
  private static final Map<Character, Integer> CP1252 = Map.ofEntries(
      Map.entry('\u20AC', 0x80), Map.entry('\u201A', 0x82), Map.entry('\u0192', 0x83), Map.entry('\u201E', 0x84),
      Map.entry('\u2026', 0x85), Map.entry('\u2020', 0x86), Map.entry('\u2021', 0x87), Map.entry('\u02C6', 0x88),
      Map.entry('\u2030', 0x89), Map.entry('\u0160', 0x8A), Map.entry('\u2039', 0x8B), Map.entry('\u0152', 0x8C),
      Map.entry('\u017D', 0x8E), Map.entry('\u2018', 0x91), Map.entry('\u2019', 0x92), Map.entry('\u201C', 0x93),
      Map.entry('\u201D', 0x94), Map.entry('\u2022', 0x95), Map.entry('\u2013', 0x96), Map.entry('\u2014', 0x97),
      Map.entry('\u02DC', 0x98), Map.entry('\u2122', 0x99), Map.entry('\u0161', 0x9A), Map.entry('\u203A', 0x9B),
      Map.entry('\u0153', 0x9C), Map.entry('\u017E', 0x9E), Map.entry('\u0178', 0x9F));
  private static final String GBK_TRACE = "锟斤拷";
  static final int QUESTION_MARK_RUN = 4;

  @Override
  public String id() {
    return "text-mojibake";
  }

  @Override
  public String description() {
    return "no text shows a wrong decoding: UTF-8 read as Windows-1252/Latin-1 (e.g. 'Ã©' for 'é'; --fix decodes it back), "
        + "U+FFFD replacement characters, '锟斤拷' (UTF-8 U+FFFD read as GBK), or 4+ question marks in a row (unmappable characters)";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public void check(TextField field, Findings out) {
    String text = field.text();
    String message = null;
    int at = text.indexOf(GBK_TRACE);
    if (at >= 0) {
      message = "'锟斤拷' at offset " + at + ": U+FFFD written as UTF-8 and read as GBK; the original text is lost";
    } else if ((at = text.indexOf('\uFFFD')) >= 0) {
      message = "U+FFFD (replacement character) at offset " + at + ": bytes an earlier tool could not decode are lost";
    } else if ((at = questionMarkRun(text)) >= 0) {
      message = "a run of question marks at offset " + at + ": characters an encoder could not map (Korean, Japanese or Arabic "
          + "written in GBK) became '?'; the original text is lost";
    } else {
      for (int i = 0; i < text.length(); i++) {
        String decoded = decodeAt(text, i);
        if (decoded != null) {
          int length = decodedLength(text, i);
          message = "'" + visible(text.substring(i, i + length)) + "' at offset " + i + " reads as UTF-8 decoded as Windows-1252/Latin-1; meant: '" + decoded + "'";
          break;
        }
      }
    }
    if (message == null) {
      return;
    }
    if (field.itemId() != null) {
      out.item(field.itemId(), field.field() + ": " + message);
    } else {
      out.at(field.record(), null, 0, field.field() + ": " + message);
    }
  }

  @Override
  public String fix(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); ) {
      String decoded = decodeAt(text, i);
      if (decoded == null) {
        if (out != null) {
          out.append(text.charAt(i));
        }
        i++;
        continue;
      }
      if (out == null) {
        out = new StringBuilder(text.length()).append(text, 0, i);
      }
      out.append(decoded);
      i += decodedLength(text, i);
    }
    return out == null ? text : out.toString();
  }

  /** The offset of the first run of {@value #QUESTION_MARK_RUN} or more question marks ({@code ?} or {@code ？}), or -1. */
  static int questionMarkRun(String text) {
    int run = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      run = c == '?' || c == '\uFF1F' ? run + 1 : 0;
      if (run == QUESTION_MARK_RUN) {
        return i - QUESTION_MARK_RUN + 1;
      }
    }
    return -1;
  }

  /** {@code s} with control characters written as {@code \\u0088}, so that a message shows them. */
  static String visible(String s) {
    var out = new StringBuilder();
    for (char c : s.toCharArray()) {
      out.append(ControlCharacters.isControl(c) ? String.format(java.util.Locale.ROOT, "\\u%04X", (int) c) : String.valueOf(c));
    }
    return out.toString();
  }

  /**
   * The character a mis-decoded UTF-8 sequence starting at {@code i} stands for, or null. When the
   * sequence does not decode and its lead is a lower-case Latin-1 letter whose capital is a 2-byte
   * lead ({@code ã} for {@code Ã}) and the next character is a C1 control (never meant in real
   * text; {@code ù”} in pinyin is), it is tried with the capital: a lower-cased copy of mojibake
   * (MCQL's {@code *_neg} files: {@code ã\u0097} for {@code ×}).
   */
  static String decodeAt(String text, int i) {
    char first = text.charAt(i);
    if (first < 0xC2 || first > 0xFE) { // no lead byte C2-F4 as itself, nor as a lower-cased capital (E0-FE): most characters stop here
      return null;
    }
    String decoded = decodeAt(text, i, first);
    if (decoded == null && first >= 0xE0 && first <= 0xFE && first != 0xF7
        && i + 1 < text.length() && text.charAt(i + 1) >= 0x80 && text.charAt(i + 1) <= 0x9F) {
      char capital = Character.toUpperCase(first);
      if (sequenceLength(capital) == 2) {
        decoded = decodeAt(text, i, capital);
      }
    }
    return decoded;
  }

  /** Length in characters of the sequence {@link #decodeAt} decoded at {@code i}. */
  static int decodedLength(String text, int i) {
    char first = text.charAt(i);
    return decodeAt(text, i, first) != null ? sequenceLength(byteOf(first)) : 2;
  }

  private static String decodeAt(String text, int i, char first) {
    int lead = byteOf(first);
    int length = Character.isLetter(first) ? sequenceLength(lead) : 0;
    if (length == 0 || i + length > text.length()) {
      return null;
    }
    byte[] bytes = new byte[length];
    bytes[0] = (byte) lead;
    for (int k = 1; k < length; k++) {
      char c = text.charAt(i + k);
      int b = byteOf(c);
      if (b < 0x80 || b > 0xBF || c > 0xFF && Character.isLetter(c)) {
        return null;
      }
      bytes[k] = (byte) b;
    }
    try {
      return TextLines.strictUtf8().decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  /** The byte a character has in Windows-1252 (Latin-1 for 80–9F when undefined there), or -1. */
  static int byteOf(char c) {
    if (c <= 0xFF) {
      return c;
    }
    Integer b = CP1252.get(c);
    return b == null ? -1 : b;
  }

  /** How many bytes a UTF-8 sequence with this lead byte has; 0 when it is no lead byte C2–F4. */
  static int sequenceLength(int lead) {
    if (lead >= 0xC2 && lead <= 0xDF) {
      return 2;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
      return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
      return 4;
    }
    return 0;
  }
}
