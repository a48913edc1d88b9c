package org.qakit.check;

/**
 * A text check that can repair what it finds; {@code qakit check --fix} applies it to every text
 * field of every item and passage ({@link TextFields}) of a copy, logging each field it changes.
 */
public interface TextFixer {
  /** The repaired text, or {@code text} itself when there is nothing to repair. */
  String fix(String text);
}
