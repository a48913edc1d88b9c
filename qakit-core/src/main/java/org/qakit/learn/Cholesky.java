package org.qakit.learn;

/** Solves A·x = b for a symmetric positive-definite A by Cholesky decomposition A = L·Lᵀ. */
final class Cholesky {
  private Cholesky() {}

  static double[] solve(double[][] a, double[] b) {
    int m = b.length;
    double[][] l = new double[m][m];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j <= i; j++) {
        double s = a[i][j];
        for (int k = 0; k < j; k++) {
          s -= l[i][k] * l[j][k];
        }
        if (i == j) {
          if (!(s > 0)) {
            throw new ArithmeticException("matrix is not positive definite at row " + i);
          }
          l[i][i] = Math.sqrt(s);
        } else {
          l[i][j] = s / l[j][j];
        }
      }
    }
    double[] y = new double[m];
    for (int i = 0; i < m; i++) {
      double s = b[i];
      for (int k = 0; k < i; k++) {
        s -= l[i][k] * y[k];
      }
      y[i] = s / l[i][i];
    }
    double[] x = new double[m];
    for (int i = m - 1; i >= 0; i--) {
      double s = y[i];
      for (int k = i + 1; k < m; k++) {
        s -= l[k][i] * x[k];
      }
      x[i] = s / l[i][i];
    }
    return x;
  }
}
