package org.qakit.serve;

import java.lang.annotation.Annotation;
import java.util.List;

/**
 * The mark a test class must carry to use a shared resource: the PostgreSQL pass selects and
 * leaves out test classes by their marks ({@link DatabaseTest}, {@link BrowserTest}), so a helper
 * that opens a database or starts a browser checks that its caller is marked.
 */
final class TestMarks {
  private TestMarks() {}

  /**
   * Throws unless a class on the calling stack (or the class it is nested in), {@code helpers}
   * aside, is marked {@code mark}; the message names the first such class, what it does and, after
   * it, {@code consequence}.
   */
  static void requireCaller(Class<? extends Annotation> mark, List<Class<?>> helpers, String does, String consequence) {
    var walker = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    List<Class<?>> callers = walker.walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass)
        .filter(c -> c != TestMarks.class && !helpers.contains(c)).toList());
    if (callers.stream().noneMatch(c -> c.isAnnotationPresent(mark) || c.getNestHost().isAnnotationPresent(mark))) {
      String caller = callers.isEmpty() ? "?" : callers.get(0).getName();
      throw new IllegalStateException(caller + " " + does + " but is not marked @" + mark.getSimpleName() + consequence);
    }
  }
}
