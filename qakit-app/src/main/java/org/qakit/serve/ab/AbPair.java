package org.qakit.serve.ab;

/**
 * One pair of an A/B test: a real exam question and one written for the dataset, under the id
 * the pair had in its file ({@code key}); {@code id} is the database's.
 */
public record AbPair(long id, String key, String real, String written) {}
