/**
 * Solvers that answer with sentence embeddings ({@link org.qakit.embed.TextEncoder}) and, optionally,
 * retrieved knowledge ({@link org.qakit.knowledge.Retriever}): {@link org.qakit.solve.embed.EmbedSolver}
 * for multiple choice. See docs/solvers.md.
 */
package org.qakit.solve.embed;
