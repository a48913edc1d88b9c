/**
 * Multiple choice by entailment, as in GeoSQA (Huang et al. 2019): {@link
 * org.qakit.solve.entail.EntailSolver} retrieves sentences per option from any {@link
 * org.qakit.knowledge.Retriever} and scores how well they support the option's {@link
 * org.qakit.solve.entail.Hypothesis} with a {@link org.qakit.solve.entail.SupportScorer}: bi-encoder
 * cosine ({@link org.qakit.solve.entail.EncoderSupport}) or a user-supplied cross-encoder ({@link
 * org.qakit.solve.entail.CrossEncoderSupport}). To add a way of scoring support, implement
 * {@code SupportScorer}; docs/solvers.md describes the solver and its figures.
 */
package org.qakit.solve.entail;
