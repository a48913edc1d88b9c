/**
 * Fine-tuning on the CPU: the pair head ({@link org.qakit.train.PairScorer}, a cross-encoder), its
 * losses ({@link org.qakit.train.PairLoss}), the optimiser and schedule ({@link
 * org.qakit.train.AdamW}, {@link org.qakit.train.LinearWarmup}), the seeded training loop with
 * checkpoints that every head shares ({@link org.qakit.train.TrainingLoop}, {@link
 * org.qakit.train.PairTrainer}, {@link org.qakit.train.Checkpoint}), the model
 * folder ({@link org.qakit.train.PairModelFolder}), the run behind {@code qakit train} ({@link
 * org.qakit.train.PairTraining}) and the {@code cross-encoder} solver ({@link
 * org.qakit.train.CrossEncoderSolver}).
 *
 * <p>To add a head: one scorer class that reads {@link org.qakit.train.bert.Bert}'s hidden states
 * and keeps its parameters beside the encoder's (as {@code PairScorer} does with {@code head.*}),
 * a loss, and a {@link org.qakit.train.TrainingLoop.Batch} that batches its examples; the span head
 * ({@code org.qakit.train.span}) is one; see docs/training.md.
 */
package org.qakit.train;
