package org.qakit.serve.source;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;

/**
 * An uploaded article as text: the bytes must be UTF-8 (decoded strictly: a malformed or
 * unmappable sequence is an error that names its byte offset, never a replacement character), at
 * most {@link #MAX_BYTES}, with no NUL byte (a binary file); a leading byte-order mark is dropped.
 */
public final class TextUpload {
  /** The largest upload read as a source: 5 MiB (a long Wikipedia article is under 1 MiB). */
  public static final int MAX_BYTES = 5 * 1024 * 1024;

  private TextUpload() {}

  /** The text of {@code bytes}, uploaded as {@code fileName}; {@link SourceException} when it is not UTF-8 text. */
  public static String decode(String fileName, byte[] bytes) {
    String name = fileName == null || fileName.isBlank() ? "the file" : fileName;
    if (bytes.length == 0) {
      throw new SourceException(name + ": the file is empty");
    }
    if (bytes.length > MAX_BYTES) {
      throw new SourceException(name + ": " + bytes.length + " bytes, more than the " + MAX_BYTES + " a source may have");
    }
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    String text;
    try {
      text = decoder.decode(in).toString();
    } catch (MalformedInputException e) {
      throw new SourceException(name + ": not UTF-8 text: byte 0x" + String.format("%02X", bytes[in.position()] & 0xFF)
          + " at offset " + in.position() + " is not valid UTF-8; save the file as UTF-8 and upload it again");
    } catch (CharacterCodingException e) {
      throw new SourceException(name + ": not UTF-8 text at offset " + in.position());
    }
    int nul = text.indexOf('\0');
    if (nul >= 0) {
      throw new SourceException(name + ": a NUL character at character " + nul + ": a binary file, not text");
    }
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }
}
