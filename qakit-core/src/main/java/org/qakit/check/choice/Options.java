package org.qakit.check.choice;

import org.qakit.check.TextKeys;

/** How the option checks compare two option texts. */
final class Options {
  private Options() {}

  /**
   * The same answer up to spacing and width: NFKC, white space removed. Case is kept: ARC's
   * genetics options {@code WW or Ww} and {@code WW or ww} are different answers.
   */
  static String loose(String text) {
    return TextKeys.spaceless(text);
  }

  static String quote(String text) {
    String s = text.length() <= 40 ? text : text.substring(0, 37) + "...";
    return "'" + s + "'";
  }
}
