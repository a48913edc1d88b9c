package org.qakit.registry;

/** Something a registry lists: a stable id used on the command line and a one-paragraph description. */
public interface Component {
  /** Stable, lower-case identifier, e.g. {@code nlpcc-dbqa}. */
  String id();

  /** What it is and how it behaves; printed by {@code qakit list}. */
  String description();
}
