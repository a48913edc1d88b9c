/**
 * Registries: each extension point (formats, metrics, solvers, checks) has one hand-written list of
 * its implementations, built on {@link org.qakit.registry.Registry}. To add a component, write its
 * class and add one line to that list; {@code qakit list} prints ids and descriptions from it.
 */
package org.qakit.registry;
