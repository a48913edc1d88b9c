package org.qakit.index;

import java.io.IOException;
import java.util.Collection;
import java.util.function.Consumer;
import org.qakit.model.Passage;

/** Streams passages to a sink in a stable order: an importer over files, or passages at hand. */
@FunctionalInterface
public interface PassageSource {

  void forEach(Consumer<Passage> sink) throws IOException;

  /** The passages of a collection, in its iteration order. */
  static PassageSource of(Collection<Passage> passages) {
    return passages::forEach;
  }
}
