/**
 * SciQ's A/B test as an audit mode (Welbl et al., 2017): an admin loads pairs of a real exam
 * question and a written one ({@link org.qakit.serve.ab.AbPairsFile}), each auditor sees the two of
 * a pair in an order seeded by auditor and pair and stored ({@link org.qakit.serve.ab.AbOrder}),
 * picks the real one ({@link org.qakit.serve.ab.AbTests}), and the project shows the share
 * identified with the exact binomial test against chance ({@link org.qakit.serve.ab.AbResult}).
 */
package org.qakit.serve.ab;
