package org.qakit.serve.image;

import java.util.Optional;

/**
 * The image formats a diagram may be uploaded in, recognised by their leading bytes (the file's
 * name and the browser's declared type are not trusted): PNG ({@code 89 50 4E 47 0D 0A 1A 0A}),
 * JPEG ({@code FF D8 FF}), GIF ({@code GIF87a}/{@code GIF89a}) and WebP ({@code RIFF....WEBP}).
 * SVG is not accepted: it may carry script.
 */
public enum ImageType {
  PNG("image/png"), JPEG("image/jpeg"), GIF("image/gif"), WEBP("image/webp");

  private final String contentType;

  ImageType(String contentType) {
    this.contentType = contentType;
  }

  /** The type served back in {@code Content-Type}. */
  public String contentType() {
    return contentType;
  }

  /** The type of {@code bytes}, or empty when they start as none of the four formats. */
  public static Optional<ImageType> of(byte[] b) {
    if (starts(b, 0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A)) {
      return Optional.of(PNG);
    }
    if (starts(b, 0xFF, 0xD8, 0xFF)) {
      return Optional.of(JPEG);
    }
    if (starts(b, 'G', 'I', 'F', '8') && b.length >= 6 && (b[4] == '7' || b[4] == '9') && b[5] == 'a') {
      return Optional.of(GIF);
    }
    if (starts(b, 'R', 'I', 'F', 'F') && b.length >= 12 && b[8] == 'W' && b[9] == 'E' && b[10] == 'B' && b[11] == 'P') {
      return Optional.of(WEBP);
    }
    return Optional.empty();
  }

  /** The type stored under {@code contentType}. */
  public static ImageType ofContentType(String contentType) {
    for (ImageType t : values()) {
      if (t.contentType.equals(contentType)) {
        return t;
      }
    }
    throw new IllegalArgumentException("not an image type: " + contentType);
  }

  private static boolean starts(byte[] b, int... prefix) {
    if (b.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if ((b[i] & 0xFF) != prefix[i]) {
        return false;
      }
    }
    return true;
  }
}
