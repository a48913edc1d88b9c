package org.qakit.text;

import java.util.Locale;

/** The languages qakit analyses; {@link #code()} is the ISO 639-1 code used on the command line. */
public enum Language {
  ENGLISH("en"),
  CHINESE("zh"),
  CZECH("cs");

  private final String code;

  Language(String code) {
    this.code = code;
  }

  public String code() {
    return code;
  }

  /** The language with this ISO 639-1 code. */
  public static Language of(String code) {
    for (Language l : values()) {
      if (l.code.equals(code == null ? null : code.toLowerCase(Locale.ROOT))) {
        return l;
      }
    }
    throw new IllegalArgumentException("unknown language '" + code + "'; expected en, zh or cs");
  }
}
