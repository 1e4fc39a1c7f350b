import { SESSION_COOKIE } from "../src/modules/auth/session.service";

/**
 * A browser-like client of a server listening on a real port (TestClient's counterpart for a
 * server process): keeps its cookies and sends the CSRF token on every write, as the web app does.
 */
export type HttpAnswer<T = unknown> = { status: number; body: T };

export class HttpClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(readonly base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request<T = unknown>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer<T>> {
    const sent: Record<string, string> = { ...headers };
    if (method !== "GET") {
      sent["x-csrf-token"] = await this.csrf();
      if (body !== undefined) sent["content-type"] = "application/json";
    }
    if (this.cookies.size) sent.cookie = this.cookieHeader();
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      // A signed-in browser's CSRF token is tied to its session: a new session needs a new one.
      if (pair.slice(0, at) === SESSION_COOKIE) this.csrfToken = undefined;
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  get = <T = unknown>(path: string) => this.request<T>("GET", path);
  post = <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>("POST", path, body, headers);
  put = <T = unknown>(path: string, body?: unknown) => this.request<T>("PUT", path, body);

  private async csrf(): Promise<string> {
    this.csrfToken ??= (await this.get<{ csrfToken: string }>("/api/auth/csrf")).body.csrfToken;
    return this.csrfToken;
  }

  /** Logs in a staff account; the answer's user. */
  async login(username: string, password: string): Promise<{ _id: string; fullName: string }> {
    const answer = await this.post<{ user: { _id: string; fullName: string } }>("/api/auth/login", {
      username,
      password,
    });
    if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.user;
  }
}
