package org.qakit.bench;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bounded, closed-loop HTTP load client: C clients, each sending its next request when the last
 * one answered (after a think time, when one is given), for a fixed time; every latency is kept.
 * With a think time T, each client first waits a uniform random part of T (so the clients do not
 * march in step) and then between requests a time drawn uniformly from [T/2, 3T/2] (mean T), with a
 * random generator seeded by the client's index, as a person who reads a page before asking for the
 * next one ({@link ThinkTimes}); T = 0 is the saturating loop with no pause. Latency percentiles use the nearest-rank
 * rule: p of n sorted values is value ⌈p·n⌉ (1-based). A response with another status than the
 * one expected counts as an error and its latency is not kept. Also kept: the CPU time the whole
 * process (server and clients: the benchmark runs both in one JVM) used during the run, from
 * {@code com.sun.management.OperatingSystemMXBean#getProcessCpuTime}, the bytes all its threads
 * allocated on the heap during the run ({@code com.sun.management.ThreadMXBean#getTotalThreadAllocatedBytes},
 * an approximation; the latency arrays are allocated before it is read), and the system load
 * average (1 minute) at its end, so that a run on a busy machine can be read for what it is.
 */
public final class LoadClient {
  private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

  /** What a run measured. */
  public record Result(String target, int clients, long requests, long errors, double seconds, double[] latenciesMs, double cpuSeconds,
      double allocatedBytes, double loadAverage) {
    public double perSecond() {
      return requests / seconds;
    }

    /** Process CPU milliseconds per answered request (server and client together); NaN without requests. */
    public double cpuMsPerRequest() {
      return requests == 0 ? Double.NaN : cpuSeconds * 1000 / requests;
    }

    /** Heap kibibytes allocated per answered request (server and client together); NaN without requests or without the counter. */
    public double allocatedKibPerRequest() {
      return requests == 0 || allocatedBytes < 0 ? Double.NaN : allocatedBytes / 1024 / requests;
    }

    /** Nearest-rank percentile of the latencies, p in (0, 1]. */
    public double percentile(double p) {
      if (latenciesMs.length == 0) {
        return Double.NaN;
      }
      return latenciesMs[(int) Math.ceil(p * latenciesMs.length) - 1];
    }
  }

  private LoadClient() {}

  /** A cookie-keeping client signed in as {@code user} on {@code base}. */
  static HttpClient signedIn(String base, String user, String password) throws IOException, InterruptedException {
    HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager()).followRedirects(HttpClient.Redirect.NEVER).build();
    String page = client.send(HttpRequest.newBuilder(URI.create(base + "/login")).build(), HttpResponse.BodyHandlers.ofString()).body();
    Matcher m = CSRF.matcher(page);
    if (!m.find()) {
      throw new IOException("no CSRF token on the sign-in page");
    }
    String form = "_csrf=" + enc(m.group(1)) + "&username=" + enc(user) + "&password=" + enc(password);
    var r = client.send(HttpRequest.newBuilder(URI.create(base + "/login")).header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.discarding());
    if (r.statusCode() != 303) {
      throw new IOException("sign-in of " + user + " answered " + r.statusCode());
    }
    return client;
  }

  /** Runs {@code clients.size()} closed loops of {@code request} for {@code duration}, expecting status {@code expect}. */
  static Result run(String target, List<HttpClient> clients, Supplier<HttpRequest> request, int expect, Duration duration)
      throws InterruptedException {
    return run(target, clients, request, expect, duration, Duration.ZERO);
  }

  /** As {@link #run(String, List, Supplier, int, Duration)}, each client pausing a think time of mean {@code think} between requests. */
  static Result run(String target, List<HttpClient> clients, Supplier<HttpRequest> request, int expect, Duration duration, Duration think)
      throws InterruptedException {
    if (think.isNegative()) {
      throw new IllegalArgumentException("think time must not be negative, got " + think);
    }
    long thinkMs = think.toMillis();
    long end = System.nanoTime() + duration.toNanos();
    var perClient = new ArrayList<long[]>();
    var counts = new ArrayList<int[]>();
    var errors = new AtomicLong();
    var threads = new ArrayList<Thread>();
    for (int c = 0; c < clients.size(); c++) {
      perClient.add(new long[1 << 20]);
      counts.add(new int[1]);
    }
    long start = System.nanoTime();
    long cpu0 = cpuNanos();
    long alloc0 = allocatedBytes();
    for (HttpClient client : clients) {
      long[] lat = perClient.get(threads.size());
      int[] n = counts.get(threads.size());
      var pauses = new ThinkTimes(thinkMs, threads.size());
      threads.add(Thread.ofPlatform().start(() -> {
        long pause = pauses.next();
        while (n[0] < lat.length) {
          if (pause > 0) {
            try {
              Thread.sleep(Math.min(pause, Math.max(0, (end - System.nanoTime()) / 1_000_000)));
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              return;
            }
          }
          if (System.nanoTime() >= end) {
            break;
          }
          pause = pauses.next();
          long t0 = System.nanoTime();
          try {
            var r = client.send(request.get(), HttpResponse.BodyHandlers.discarding());
            if (r.statusCode() == expect) {
              lat[n[0]++] = System.nanoTime() - t0;
            } else {
              errors.incrementAndGet();
            }
          } catch (IOException e) {
            errors.incrementAndGet();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
          }
        }
      }));
    }
    for (Thread t : threads) {
      t.join();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    double cpu = (cpuNanos() - cpu0) / 1e9;
    long alloc1 = allocatedBytes();
    double allocated = alloc0 < 0 || alloc1 < 0 ? -1 : alloc1 - alloc0;
    int total = counts.stream().mapToInt(c -> c[0]).sum();
    double[] ms = new double[total];
    int k = 0;
    for (int i = 0; i < perClient.size(); i++) {
      for (int j = 0; j < counts.get(i)[0]; j++) {
        ms[k++] = perClient.get(i)[j] / 1e6;
      }
    }
    Arrays.sort(ms);
    return new Result(target, clients.size(), total, errors.get(), seconds, ms, cpu, allocated,
        java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }

  private static long cpuNanos() {
    var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
  }

  /** Heap bytes allocated by all threads since the JVM started, or -1 where the counter is not supported. */
  private static long allocatedBytes() {
    var threads = java.lang.management.ManagementFactory.getThreadMXBean();
    if (threads instanceof com.sun.management.ThreadMXBean sun && sun.isThreadAllocatedMemorySupported()
        && sun.isThreadAllocatedMemoryEnabled()) {
      return sun.getTotalThreadAllocatedBytes();
    }
    return -1;
  }

  private static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }
}
