import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { badRequest } from "../../lib/app-error";
import type { NetworkAddress } from "./network-printer";

/*
 * Where the server may send a printer's bytes (docs/business-rules.md#printing). The server opens a
 * TCP connection to whatever host and port a printer names and tells the user how it went: without
 * a rule, a manager's printer form scans the server's own network (127.0.0.1:5432, the cloud's
 * metadata service at 169.254.169.254, any port). Printers sit on the outlet's private network
 * and listen on a few known ports, so that is all a printer may name, unless an admin sets the
 * printer's explicit override.
 */

/** Raw printing (JetDirect 9100, and the 9101–9109 a print server gives its further ports), LPD, IPP. */
export const PRINTER_PORTS: readonly number[] = [9100, 9101, 9102, 9103, 9104, 9105, 9106, 9107, 9108, 9109, 515, 631];

const privateLan = new BlockList();
privateLan.addSubnet("10.0.0.0", 8, "ipv4");
privateLan.addSubnet("172.16.0.0", 12, "ipv4");
privateLan.addSubnet("192.168.0.0", 16, "ipv4");
privateLan.addSubnet("fc00::", 7, "ipv6"); // unique local addresses

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export const PRINTER_HOST_MESSAGE =
  "Alamat printer harus alamat di jaringan lokal outlet: 192.168.x.x, 10.x.x.x, 172.16.x.x–172.31.x.x atau IPv6 fc00::/7.";
export const PRINTER_PORT_MESSAGE = "Port printer harus 9100–9109 (cetak langsung), 515 (LPD) atau 631 (IPP).";
const unresolvedMessage = (host: string) =>
  `Nama printer "${host}" tidak ditemukan di jaringan. Isi alamat IP printer (contoh: 192.168.1.50).`;

/** What a printer may name: `anyAddress`, the admin's override; `loopback`, PRINTERS_ON_LOOPBACK (tests). */
export type PrinterAddressPolicy = { anyAddress: boolean; loopback: boolean };

/** BlockList judges an IPv4 address written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) by its IPv4 rules. */
const familyOf = (ip: string) => (isIP(ip) === 6 ? "ipv6" : "ipv4");
const isLoopback = (ip: string) => loopback.check(ip, familyOf(ip));
const isPrivateLan = (ip: string) => privateLan.check(ip, familyOf(ip));

/** The addresses a host stands for: itself when it is an address, else every address its name resolves to. */
async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((found) => found.address);
  } catch {
    return [];
  }
}

/** Thrown at connect time: the address the printer names is not one a printer may have (now). */
export class PrinterAddressRefused extends Error {}

/**
 * The address to connect to: the host's first address when it and every other address the name
 * resolves to are allowed. Resolved here and connected to by address, so a name cannot pass the
 * check and then resolve elsewhere for the connection. Null with the reason otherwise.
 */
async function judge(
  { host, port }: NetworkAddress,
  policy: PrinterAddressPolicy,
): Promise<{ address: NetworkAddress } | { refused: { field: string; message: string } }> {
  const addresses = await addressesOf(host);
  if (addresses.length === 0) return { refused: { field: "connection.host", message: unresolvedMessage(host) } };
  if (policy.anyAddress) return { address: { host: addresses[0], port } };
  if (policy.loopback && addresses.every(isLoopback)) return { address: { host: addresses[0], port } };
  if (!addresses.every(isPrivateLan)) return { refused: { field: "connection.host", message: PRINTER_HOST_MESSAGE } };
  if (!PRINTER_PORTS.includes(port)) return { refused: { field: "connection.port", message: PRINTER_PORT_MESSAGE } };
  return { address: { host: addresses[0], port } };
}

/** At save: 400 naming the field when a printer may not have this address. */
export async function assertPrinterAddress(address: NetworkAddress, policy: PrinterAddressPolicy): Promise<void> {
  const judged = await judge(address, policy);
  if ("refused" in judged) throw badRequest(judged.refused.message, judged.refused.field);
}

/** At connect time (a name may resolve elsewhere by now): the address to connect to, or PrinterAddressRefused. */
export async function connectableAddress(
  address: NetworkAddress,
  policy: PrinterAddressPolicy,
): Promise<NetworkAddress> {
  const judged = await judge(address, policy);
  if ("refused" in judged) throw new PrinterAddressRefused(judged.refused.message);
  return judged.address;
}
