package org.qakit.serve.source;

import com.google.common.base.Suppliers;
import com.google.common.net.InetAddresses;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Which hosts the server may fetch a source URL from. By default only public addresses: a URL
 * whose host resolves to any loopback, unspecified, link-local (cloud metadata at {@code
 * 169.254.169.254}), private, unique-local, carrier-grade NAT, reserved or multicast address, to
 * an address of one of this server's own network interfaces, or to an IPv6 address that wraps
 * such an IPv4 address, is refused ({@link AddressClasses} lists the ranges), so an annotator
 * cannot make the server read the services beside it (server-side request forgery). {@code qakit
 * serve --fetch-private} allows them all (a lab whose articles are on an intranet; the tests,
 * whose HTTP server is on loopback). Every redirect hop is checked again.
 *
 * <p>A refusal names the host and the class of address ("resolves to a private address"), never
 * the address: the form must not tell what an internal name resolves to.
 *
 * <p>DNS rebinding (a name that resolves to a public address when checked and to a private one a
 * moment later) is closed by the caller: {@link #addresses} resolves the host once and returns
 * the checked addresses, and {@link SourceFetcher} connects to one of those, never resolving the
 * name again.
 */
public final class AddressPolicy {
  public static final AddressPolicy PUBLIC_ONLY = new AddressPolicy(false);
  private final boolean allowPrivate;
  private final Supplier<? extends Collection<InetAddress>> ownAddresses;

  /** A policy whose "own addresses" are those of this machine's network interfaces, listed at each check. */
  public AddressPolicy(boolean allowPrivate) {
    this(allowPrivate, AddressPolicy::interfaceAddresses);
  }

  /** A policy whose own addresses are {@code ownAddresses} (tests give theirs). */
  AddressPolicy(boolean allowPrivate, Supplier<? extends Collection<InetAddress>> ownAddresses) {
    this.allowPrivate = allowPrivate;
    this.ownAddresses = Objects.requireNonNull(ownAddresses, "ownAddresses");
  }

  /** Whether loopback, private and other non-public addresses are allowed ({@code --fetch-private}). */
  public boolean allowPrivate() {
    return allowPrivate;
  }

  /**
   * The addresses to connect to for {@code uri}, its host resolved once by {@code resolver};
   * refused (naming the host and the class of address, not the address) when the scheme is not
   * http(s) or any address may not be fetched.
   */
  public List<InetAddress> addresses(URI uri, Resolver resolver) {
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw new SourceException("only http and https URLs are fetched, found '" + uri + "'");
    }
    String host = uri.getHost();
    if (host == null || host.isEmpty()) {
      throw new SourceException("the URL '" + uri + "' names no host");
    }
    List<InetAddress> addresses;
    try {
      addresses = List.copyOf(resolver.resolve(host));
    } catch (UnknownHostException e) {
      throw new SourceException("unknown host '" + host + "'");
    }
    if (addresses.isEmpty()) {
      throw new SourceException("unknown host '" + host + "'");
    }
    if (allowPrivate) {
      return addresses;
    }
    Predicate<InetAddress> own = own();
    for (InetAddress a : addresses) {
      Optional<AddressClasses.Refusal> refusal = AddressClasses.classify(a, own);
      if (refusal.isPresent()) {
        throw new SourceException("'" + host + "' " + (InetAddresses.isUriInetAddress(host) ? "is " : "resolves to ")
            + refusal.get().text() + ": this server fetches public addresses only (qakit serve --fetch-private allows them)");
      }
    }
    return addresses;
  }

  /** Why this policy refuses {@code a} ("a private address"), or empty when it is allowed. */
  public Optional<String> refusal(InetAddress a) {
    return allowPrivate ? Optional.empty() : AddressClasses.classify(a, own()).map(AddressClasses.Refusal::text);
  }

  /** This server's addresses, listed once per check and only when an address passes every other rule. */
  private Predicate<InetAddress> own() {
    Supplier<Set<String>> listed = Suppliers.memoize(() -> ownAddresses.get().stream().map(AddressPolicy::bytes).collect(Collectors.toSet()));
    return a -> listed.get().contains(bytes(a));
  }

  private static String bytes(InetAddress a) {
    return HexFormat.of().formatHex(a.getAddress());
  }

  /** Every address of every network interface of this machine (up or down); refused when they cannot be listed. */
  static List<InetAddress> interfaceAddresses() {
    try {
      return NetworkInterface.networkInterfaces().flatMap(NetworkInterface::inetAddresses).toList();
    } catch (SocketException e) {
      throw new SourceException("this server cannot list its own network addresses, so it fetches nothing");
    }
  }

  @Override
  public String toString() {
    return "AddressPolicy[allowPrivate=" + allowPrivate + "]";
  }
}
