/**
 * Index-backed multiple-choice solvers: {@link org.qakit.solve.choice.IrSolver} (id {@code ir}) and
 * {@link org.qakit.solve.choice.PmiSolver} (id {@code pmi}), the retrieval and statistics solvers of
 * Clark et al. (2016), and {@link org.qakit.solve.choice.ReadingSolver} (id {@code reading}),
 * GeoSQA's reading baseline over ir's query ({@code OptionQuery}) and the
 * extractive reader. Each takes an open {@link org.qakit.retrieve.Bm25Retriever} and explains its
 * scores per option. See docs/solvers.md.
 */
package org.qakit.solve.choice;
