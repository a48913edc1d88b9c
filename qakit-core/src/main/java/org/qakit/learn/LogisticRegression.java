package org.qakit.learn;

import java.util.Arrays;

/**
 * An L2-regularised logistic regression, trained by Newton's method (iteratively reweighted least
 * squares) on standardised features. Suited to the few (tens of) dense features of a feature-based
 * ranker; the cost per iteration is O(n·d² + d³).
 *
 * <p>Objective, over rows x_i with labels y_i ∈ {0, 1}, after standardising each feature with the
 * training mean μ_j and standard deviation σ_j (z_ij = (x_ij − μ_j)/σ_j; a constant feature has
 * σ_j := 1 and so z_ij = 0):
 *
 * <pre>
 * minimise  L(w, b) = (1/n) Σ_i [ log(1 + e^{s_i}) − y_i·s_i ] + (λ/2)·‖w‖²,   s_i = b + w·z_i
 * </pre>
 *
 * <p>The bias b is not regularised. Newton step: with p_i = σ(s_i), gradient g = (1/n) Zᵀ(p − y) +
 * λw and Hessian H = (1/n) Zᵀ diag(p(1−p)) Z + λI (I without the bias entry; a tiny 1e-10 ridge
 * keeps H invertible on separable data when λ = 0), θ ← θ − H⁻¹g, solved by Cholesky. Stops when
 * ‖Δθ‖∞ &lt; 1e-8 or after {@value #MAX_ITERATIONS} iterations. The loss is strictly convex for λ
 * &gt; 0, so the optimum is unique; rows are read in the order given and no randomness is used, so
 * the same data give the same weights bit for bit.
 *
 * @param mean the training mean of each feature
 * @param scale the training standard deviation of each feature (1 for constant features)
 * @param weights the weights on the standardised features
 * @param bias the intercept
 */
public record LogisticRegression(double[] mean, double[] scale, double[] weights, double bias) {
  /** Newton iterations at most. */
  public static final int MAX_ITERATIONS = 50;

  public LogisticRegression {
    if (mean.length != scale.length || mean.length != weights.length) {
      throw new IllegalArgumentException("expected mean, scale and weights of one length, found "
          + mean.length + ", " + scale.length + ", " + weights.length);
    }
    mean = mean.clone();
    scale = scale.clone();
    weights = weights.clone();
  }

  /**
   * Trains on rows {@code x} (n × d) with labels {@code y} (0 or 1).
   *
   * @param lambda the L2 strength λ ≥ 0 (on standardised features; 1e-3 is a good default)
   */
  public static LogisticRegression train(double[][] x, int[] y, double lambda) {
    return train(x, y, lambda, true);
  }

  /**
   * As {@link #train(double[][], int[], double)}; with {@code intercept} false the bias is fixed
   * at 0 and features are scaled but not centred (for the pairwise ranker, whose rows are
   * differences with no natural offset).
   */
  static LogisticRegression train(double[][] x, int[] y, double lambda, boolean intercept) {
    int n = x.length;
    if (n == 0) {
      throw new IllegalArgumentException("expected at least 1 training row, found none");
    }
    if (y.length != n) {
      throw new IllegalArgumentException("expected " + n + " labels, found " + y.length);
    }
    if (!(lambda >= 0) || Double.isInfinite(lambda)) {
      throw new IllegalArgumentException("expected lambda >= 0, found " + lambda);
    }
    int d = x[0].length;
    for (int i = 0; i < n; i++) {
      if (x[i].length != d) {
        throw new IllegalArgumentException("row " + i + ": expected " + d + " features, found " + x[i].length);
      }
      if (y[i] != 0 && y[i] != 1) {
        throw new IllegalArgumentException("row " + i + ": expected label 0 or 1, found " + y[i]);
      }
      for (double v : x[i]) {
        if (!Double.isFinite(v)) {
          throw new IllegalArgumentException("row " + i + ": expected finite features, found " + v);
        }
      }
    }
    double[] mean = new double[d];
    double[] scale = new double[d];
    for (int j = 0; j < d; j++) {
      double sum = 0;
      for (double[] row : x) {
        sum += row[j];
      }
      mean[j] = intercept ? sum / n : 0;
      double ss = 0;
      for (double[] row : x) {
        ss += (row[j] - mean[j]) * (row[j] - mean[j]);
      }
      double sd = Math.sqrt(ss / n);
      scale[j] = sd > 1e-12 ? sd : 1;
    }
    // theta = (w_0..w_{d-1}, b); z rows built once
    int m = d + 1;
    double[][] z = new double[n][m];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < d; j++) {
        z[i][j] = (x[i][j] - mean[j]) / scale[j];
      }
      z[i][d] = intercept ? 1 : 0;
    }
    double[] theta = new double[m];
    for (int iter = 0; iter < MAX_ITERATIONS; iter++) {
      double[] g = new double[m];
      double[][] h = new double[m][m];
      for (int i = 0; i < n; i++) {
        double p = sigmoid(dot(theta, z[i]));
        double r = p - y[i];
        double wgt = p * (1 - p);
        for (int a = 0; a < m; a++) {
          g[a] += r * z[i][a];
          double za = wgt * z[i][a];
          for (int c = 0; c <= a; c++) {
            h[a][c] += za * z[i][c];
          }
        }
      }
      for (int a = 0; a < m; a++) {
        g[a] /= n;
        for (int c = 0; c <= a; c++) {
          h[a][c] /= n;
          h[c][a] = h[a][c];
        }
        boolean bias = a == d;
        g[a] += bias ? 0 : lambda * theta[a];
        h[a][a] += (bias ? 0 : lambda) + 1e-10;
      }
      if (!intercept) {
        h[d][d] = 1;
        g[d] = 0;
      }
      double[] step = Cholesky.solve(h, g);
      double largest = 0;
      for (int a = 0; a < m; a++) {
        theta[a] -= step[a];
        largest = Math.max(largest, Math.abs(step[a]));
      }
      if (largest < 1e-8) {
        break;
      }
    }
    return new LogisticRegression(mean, scale, Arrays.copyOf(theta, d), theta[d]);
  }

  /** The number of features. */
  public int features() {
    return weights.length;
  }

  /** The linear score s = b + Σ_j w_j (x_j − μ_j)/σ_j (monotone in the probability). */
  public double score(double[] x) {
    if (x.length != weights.length) {
      throw new IllegalArgumentException("expected " + weights.length + " features, found " + x.length);
    }
    double s = bias;
    for (int j = 0; j < x.length; j++) {
      s += weights[j] * (x[j] - mean[j]) / scale[j];
    }
    return s;
  }

  /**
   * Each feature's term of {@link #score}: c_j = w_j (x_j − μ_j)/σ_j, so that score(x) = b + c_0 +
   * c_1 + … (added in that order, bit for bit). What a feature contributed to a prediction.
   */
  public double[] contributions(double[] x) {
    if (x.length != weights.length) {
      throw new IllegalArgumentException("expected " + weights.length + " features, found " + x.length);
    }
    double[] c = new double[x.length];
    for (int j = 0; j < x.length; j++) {
      c[j] = weights[j] * (x[j] - mean[j]) / scale[j];
    }
    return c;
  }

  /** P(y = 1 | x) = σ(score(x)). */
  public double probability(double[] x) {
    return sigmoid(score(x));
  }

  static double sigmoid(double s) {
    return s >= 0 ? 1 / (1 + Math.exp(-s)) : Math.exp(s) / (1 + Math.exp(s));
  }

  private static double dot(double[] a, double[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  @Override
  public double[] mean() {
    return mean.clone();
  }

  @Override
  public double[] scale() {
    return scale.clone();
  }

  @Override
  public double[] weights() {
    return weights.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LogisticRegression l && Arrays.equals(mean, l.mean) && Arrays.equals(scale, l.scale)
        && Arrays.equals(weights, l.weights) && Double.compare(bias, l.bias) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * (31 * (31 * Arrays.hashCode(mean) + Arrays.hashCode(scale)) + Arrays.hashCode(weights)) + Double.hashCode(bias);
  }

  @Override
  public String toString() {
    return "LogisticRegression[weights=" + Arrays.toString(weights) + ", bias=" + bias + "]";
  }
}
