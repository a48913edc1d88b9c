/**
 * Passage fitness: how fit a passage is for writing questions from it, SciQ's first step (Welbl et
 * al., "Crowdsourcing Multiple Choice Science Questions", W-NUT 2017, chose the textbook
 * passages shown to question writers with a relevance classifier). {@link
 * org.qakit.fitness.PassageFitness} learns a simple score from passages known to be fit (the
 * support or evidence passages a dataset's questions were written from) against passages of a
 * background corpus: {@link org.qakit.fitness.DomainTerms} (smoothed log-odds of each term in the
 * two sets), {@link org.qakit.fitness.FitnessFeatures} (length, sentences, domain weight, numbers,
 * vocabulary variety) and a logistic regression. {@link org.qakit.fitness.FitnessEvaluation}
 * measures it by cross-validation (docs/curation.md).
 */
package org.qakit.fitness;
