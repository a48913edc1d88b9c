package org.qakit.serve.source;

import com.google.common.net.InetAddresses;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Which class of address an IP address is, when it is not a public one. The JDK names loopback,
 * unspecified, link-local ({@code 169.254/16}, {@code fe80::/10}), site-local ({@code 10/8},
 * {@code 172.16/12}, {@code 192.168/16}, {@code fec0::/10}) and multicast addresses; the
 * special-purpose ranges it does not name are listed here from IANA's registries: {@code 0/8}
 * ("this network"), {@code 100.64/10} (carrier-grade NAT, RFC 6598), {@code 192.0.0/24} (IETF
 * protocol assignments), {@code 198.18/15} (benchmarking), {@code 240/4} (reserved, with the
 * broadcast address), {@code fc00::/7} (unique-local), {@code 64:ff9b:1::/48} (local-use NAT64)
 * and {@code 100::/64} (discard-only).
 *
 * <p>An IPv6 address that wraps an IPv4 address is judged by the IPv4 address it wraps, with the
 * same rules: IPv4-mapped {@code ::ffff:a.b.c.d}, IPv4-compatible {@code ::a.b.c.d}, 6to4
 * {@code 2002::/16} and Teredo {@code 2001::/32} (client and server) as Guava's {@link
 * InetAddresses} reads them, and NAT64 {@code 64:ff9b::/96} (RFC 6052, which Guava does not know).
 */
final class AddressClasses {
  private static final Block THIS_NETWORK = Block.of("0.0.0.0/8");
  private static final Block CARRIER_GRADE_NAT = Block.of("100.64.0.0/10");
  private static final Block UNIQUE_LOCAL = Block.of("fc00::/7");
  private static final Block NAT64 = Block.of("64:ff9b::/96");
  private static final List<Block> RESERVED = List.of(Block.of("192.0.0.0/24"), Block.of("198.18.0.0/15"),
      Block.of("240.0.0.0/4"), Block.of("64:ff9b:1::/48"), Block.of("100::/64"));

  private AddressClasses() {}

  /** A class of address that is not fetched from. */
  enum Kind {
    LOOPBACK("a loopback address"),
    UNSPECIFIED("an unspecified address"),
    LINK_LOCAL("a link-local address"),
    PRIVATE("a private address"),
    CARRIER_GRADE_NAT("a carrier-grade NAT address"),
    RESERVED("a reserved address"),
    MULTICAST("a multicast address"),
    OWN("an address of this server");

    private final String text;

    Kind(String text) {
      this.text = text;
    }

    /** "a private address". */
    String text() {
      return text;
    }

    /** "a private IPv4 address". */
    String ipv4Text() {
      return this == OWN ? "an IPv4 address of this server" : text.replace(" address", " IPv4 address");
    }
  }

  /**
   * Why an address is not public: its class, and the IPv6 form it was wrapped in (empty for none).
   *
   * @param wrapper "a 6to4", "a Teredo", …, or empty
   */
  record Refusal(Kind kind, String wrapper) {
    /** "a private address", "a 6to4 address wrapping a loopback IPv4 address". */
    String text() {
      return wrapper.isEmpty() ? kind.text() : wrapper + " address wrapping " + kind.ipv4Text();
    }
  }

  /** Why {@code a} is not public, or empty when it is; {@code own} tells this server's own addresses. */
  static Optional<Refusal> classify(InetAddress a, Predicate<InetAddress> own) {
    if (a instanceof Inet6Address v6) {
      Optional<Wrapped> wrapped = wrapped(v6);
      if (wrapped.isPresent()) {
        for (Inet4Address inner : wrapped.get().addresses()) {
          Optional<Kind> kind = kind(inner, own);
          if (kind.isPresent()) {
            return Optional.of(new Refusal(kind.get(), wrapped.get().form()));
          }
        }
        return Optional.empty();
      }
    }
    return kind(a, own).map(k -> new Refusal(k, ""));
  }

  private static Optional<Kind> kind(InetAddress a, Predicate<InetAddress> own) {
    if (a.isLoopbackAddress()) {
      return Optional.of(Kind.LOOPBACK);
    }
    if (a.isAnyLocalAddress() || THIS_NETWORK.contains(a)) {
      return Optional.of(Kind.UNSPECIFIED);
    }
    if (a.isLinkLocalAddress()) {
      return Optional.of(Kind.LINK_LOCAL);
    }
    if (a.isSiteLocalAddress() || UNIQUE_LOCAL.contains(a)) {
      return Optional.of(Kind.PRIVATE);
    }
    if (a.isMulticastAddress()) {
      return Optional.of(Kind.MULTICAST);
    }
    if (CARRIER_GRADE_NAT.contains(a)) {
      return Optional.of(Kind.CARRIER_GRADE_NAT);
    }
    if (RESERVED.stream().anyMatch(b -> b.contains(a))) {
      return Optional.of(Kind.RESERVED);
    }
    return own.test(a) ? Optional.of(Kind.OWN) : Optional.empty();
  }

  /** An IPv6 form that carries IPv4 addresses, and those addresses. */
  private record Wrapped(String form, List<Inet4Address> addresses) {}

  private static Optional<Wrapped> wrapped(Inet6Address a) {
    String text = InetAddresses.toAddrString(a);
    int scope = text.indexOf('%');
    if (InetAddresses.isMappedIPv4Address(scope < 0 ? text : text.substring(0, scope))) {
      return Optional.of(new Wrapped("an IPv4-mapped", List.of(lastFourBytes(a))));
    }
    if (InetAddresses.isCompatIPv4Address(a)) {
      return Optional.of(new Wrapped("an IPv4-compatible", List.of(InetAddresses.getCompatIPv4Address(a))));
    }
    if (InetAddresses.is6to4Address(a)) {
      return Optional.of(new Wrapped("a 6to4", List.of(InetAddresses.get6to4IPv4Address(a))));
    }
    if (InetAddresses.isTeredoAddress(a)) {
      InetAddresses.TeredoInfo teredo = InetAddresses.getTeredoInfo(a);
      return Optional.of(new Wrapped("a Teredo", List.of(teredo.getClient(), teredo.getServer())));
    }
    if (NAT64.contains(a)) {
      return Optional.of(new Wrapped("a NAT64", List.of(lastFourBytes(a))));
    }
    return Optional.empty();
  }

  private static Inet4Address lastFourBytes(Inet6Address a) {
    byte[] b = a.getAddress();
    try {
      return (Inet4Address) InetAddress.getByAddress(Arrays.copyOfRange(b, 12, 16));
    } catch (UnknownHostException e) {
      throw new IllegalStateException("four bytes are an IPv4 address", e);
    }
  }

  /** An address block {@code prefix/bits} of one family. */
  private record Block(byte[] prefix, int bits) {
    static Block of(String cidr) {
      int slash = cidr.indexOf('/');
      return new Block(InetAddresses.forString(cidr.substring(0, slash)).getAddress(), Integer.parseInt(cidr.substring(slash + 1)));
    }

    boolean contains(InetAddress a) {
      byte[] b = a.getAddress();
      if (b.length != prefix.length) {
        return false;
      }
      for (int i = 0; i < bits; i++) {
        int mask = 0x80 >>> (i % 8);
        if ((b[i / 8] & mask) != (prefix[i / 8] & mask)) {
          return false;
        }
      }
      return true;
    }
  }
}
