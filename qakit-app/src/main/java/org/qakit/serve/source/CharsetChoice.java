package org.qakit.serve.source;

import java.util.Base64;
import java.util.List;

/**
 * An uploaded text file that is not UTF-8, waiting for the person to confirm its encoding: what
 * ICU4J detected ({@link TextUpload#detect}), the encoding chosen so far (the detected one when it
 * is offered), a preview of the file read in it (or why it cannot be read so), and the file itself
 * (Base64, carried by the form until it is confirmed; nothing is kept on the server meanwhile).
 *
 * @param fileName the uploaded file's name
 * @param base64 the file's bytes in Base64
 * @param detected ICU's guess ({@code windows-1250 (confidence 62, language cs)}), or a sentence saying it has none
 * @param chosen the encoding the preview is read in, one of {@link TextUpload#CHARSETS}
 * @param preview the first {@value #PREVIEW_CHARS} characters read in {@code chosen}, or empty when they cannot be
 * @param problem why the file cannot be read in {@code chosen}, or empty
 * @param characters how many characters the file has read in {@code chosen} (0 when it cannot be)
 */
public record CharsetChoice(String fileName, String base64, String detected, String chosen, String preview, String problem,
    int characters) {
  /** Characters of the preview. */
  public static final int PREVIEW_CHARS = 600;

  /** The choice for {@code bytes}: read in {@code chosen}, or, when that is empty or not offered, in ICU's guess (else the first offered). */
  public static CharsetChoice of(String fileName, byte[] bytes, String chosen) {
    var guess = TextUpload.detect(bytes);
    String detected = guess.map(g -> g.charset() + " (confidence " + g.confidence() + (g.language().isEmpty() ? "" : ", language " + g.language()) + ")")
        .orElse("none (ICU4J could not tell)");
    String use = chosen != null && TextUpload.CHARSETS.contains(chosen) ? chosen
        : guess.map(TextUpload.Guess::charset).filter(TextUpload.CHARSETS::contains).orElse(TextUpload.CHARSETS.get(0));
    String b64 = Base64.getEncoder().encodeToString(bytes);
    try {
      String text = TextUpload.decode(fileName, bytes, use);
      String preview = text.length() > PREVIEW_CHARS ? text.substring(0, PREVIEW_CHARS) + " …" : text;
      return new CharsetChoice(fileName, b64, detected, use, preview, "", text.length());
    } catch (SourceException e) {
      return new CharsetChoice(fileName, b64, detected, use, "", e.getMessage(), 0);
    }
  }

  /** The file's bytes, from the Base64 a form sent back; {@link SourceException} when it is not Base64. */
  public static byte[] bytes(String base64) {
    try {
      return Base64.getDecoder().decode(base64.strip());
    } catch (IllegalArgumentException e) {
      throw new SourceException("the uploaded file came back damaged: upload it again");
    }
  }

  /** The encodings offered. */
  public List<String> charsets() {
    return TextUpload.CHARSETS;
  }
}
