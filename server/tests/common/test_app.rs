//! The site in process: one router over an in-memory store, spoken to with
//! `oneshot` the way a phone or a script speaks to it. Every server test that
//! needs no real process builds its client here.

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, HeaderMap, Method, Request, StatusCode};
use axum::response::Response;
use axum::Router;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tower::ServiceExt;

pub struct TestApp {
    pub router: Router,
    /// The store behind it, for what only the store shows.
    pub store: store::Store,
}

/// An answer read whole: its status, headers and body.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// Where a redirect leads ("" when it leads nowhere).
    pub fn location(&self) -> String {
        self.header(header::LOCATION)
    }

    pub fn header(&self, name: header::HeaderName) -> String {
        self.headers
            .get(name)
            .map(|value| value.to_str().unwrap().to_owned())
            .unwrap_or_default()
    }
}

impl TestApp {
    /// The site with the default limits, serving the test's empty site root.
    pub async fn new() -> TestApp {
        TestApp::with_limits(server::rate_limit::Limits::default()).await
    }

    /// The site with its own rate limits (tests make them small).
    pub async fn with_limits(limits: server::rate_limit::Limits) -> TestApp {
        let store = store::Store::open(&store::Location::Memory).await.unwrap();
        TestApp::on_store(store, limits)
    }

    /// The site over a store the test opened (a file, PostgreSQL).
    pub fn on_store(store: store::Store, limits: server::rate_limit::Limits) -> TestApp {
        TestApp::built(store, limits, "tests/no-site")
    }

    /// The site serving another site root (a build's files) over a store in memory.
    pub async fn serving(site_root: &std::path::Path) -> TestApp {
        let store = store::Store::open(&store::Location::Memory).await.unwrap();
        let limits = server::rate_limit::Limits::default();
        TestApp::built(store, limits, &site_root.to_string_lossy())
    }

    /// The router over `store` with `limits`, serving `site_root`.
    fn built(store: store::Store, limits: server::rate_limit::Limits, site_root: &str) -> TestApp {
        let options = server::config::options_from(None, Some(site_root.into())).unwrap();
        TestApp {
            router: server::app(server::Config::new(options, store.clone()).with_limits(limits)),
            store,
        }
    }

    /// The answer as it comes, its body unread (a stream read part by part).
    pub async fn respond(&self, request: Request<Body>) -> Response {
        self.router.clone().oneshot(request).await.unwrap()
    }

    /// Sends a request as built and reads the answer whole.
    pub async fn send(&self, request: Request<Body>) -> Answer {
        let response = self.respond(request).await;
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.into_body().collect().await.unwrap().to_bytes();
        Answer {
            status,
            headers,
            body: body.to_vec(),
        }
    }

    /// `request` as it comes over a connection from `peer` (what rate limits count).
    pub fn from_peer(mut request: Request<Body>, peer: &str) -> Request<Body> {
        let addr: std::net::SocketAddr = format!("{peer}:5000").parse().unwrap();
        request.extensions_mut().insert(ConnectInfo(addr));
        request
    }

    /// A GET with the headers given (a language, a cookie, an encoding), read whole.
    pub async fn get(&self, path: &str, headers: &[(header::HeaderName, &str)]) -> Answer {
        self.ask(Method::GET, path, headers).await
    }

    /// A request without a body, by any method, with the headers given.
    pub async fn ask(
        &self,
        method: Method,
        path: &str,
        headers: &[(header::HeaderName, &str)],
    ) -> Answer {
        let mut request = Request::builder().method(method).uri(path);
        for (name, value) in headers {
            request = request.header(name, *value);
        }
        self.send(request.body(Body::empty()).unwrap()).await
    }

    /// A page or file asked for by the phone at `peer`, read whole.
    pub async fn get_from(&self, peer: &str, path: &str) -> Answer {
        let request = Request::builder().uri(path).body(Body::empty()).unwrap();
        self.send(TestApp::from_peer(request, peer)).await
    }

    /// A JSON call: the status and the body read as JSON (null when empty).
    /// A 503 always says when to come back.
    pub async fn json(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let answer = self.send(json_request(method, path, body)).await;
        read_json(path, answer)
    }

    /// [`TestApp::json`] from the phone at `peer` (rate limits count by it).
    pub async fn json_at(
        &self,
        peer: &str,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let request = TestApp::from_peer(json_request(method, path, body), peer);
        read_json(path, self.send(request).await)
    }

    /// A JSON call through the proxy at `peer`, for the client it names in
    /// `X-Forwarded-For`: the status.
    pub async fn json_from(
        &self,
        peer: &str,
        forwarded_for: &str,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> StatusCode {
        let mut request = json_request(method, path, body);
        let forwarded = forwarded_for.parse().unwrap();
        request.headers_mut().insert("x-forwarded-for", forwarded);
        self.send(TestApp::from_peer(request, peer)).await.status
    }

    /// A page in English.
    pub async fn page(&self, path: &str) -> (StatusCode, String) {
        self.page_in(path, "en").await
    }

    /// A page in a language, as a phone asking in it gets it.
    pub async fn page_in(&self, path: &str, lang: &str) -> (StatusCode, String) {
        let answer = self.get(path, &[(header::ACCEPT_LANGUAGE, lang)]).await;
        (answer.status, answer.text())
    }

    /// A form post as the pages send it: the status and where it leads.
    pub async fn form(&self, path: &str, fields: &[(&str, &str)]) -> (StatusCode, String) {
        let request = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(serde_urlencoded::to_string(fields).unwrap()))
            .unwrap();
        let answer = self.send(request).await;
        (answer.status, answer.location())
    }

    /// A multipart form of `(field, file name if a file, bytes)`: the status
    /// and where it leads.
    pub async fn multipart(
        &self,
        path: &str,
        parts: &[(&str, Option<&str>, &[u8])],
    ) -> (StatusCode, String) {
        self.multipart_at(None, path, parts).await
    }

    /// [`TestApp::multipart`] from the phone at `peer` (rate limits count by it).
    pub async fn multipart_from(
        &self,
        peer: &str,
        path: &str,
        parts: &[(&str, Option<&str>, &[u8])],
    ) -> (StatusCode, String) {
        self.multipart_at(Some(peer), path, parts).await
    }

    async fn multipart_at(
        &self,
        peer: Option<&str>,
        path: &str,
        parts: &[(&str, Option<&str>, &[u8])],
    ) -> (StatusCode, String) {
        let boundary = "tableside-test-boundary";
        let mut body = Vec::new();
        for (name, file_name, bytes) in parts {
            let head = match file_name {
                Some(file) => format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; \
                     filename=\"{file}\"\r\nContent-Type: application/json\r\n\r\n"
                ),
                None => format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n"
                ),
            };
            body.extend_from_slice(head.as_bytes());
            body.extend_from_slice(bytes);
            body.extend_from_slice(b"\r\n");
        }
        body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
        let request = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(
                header::CONTENT_TYPE,
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(Body::from(body))
            .unwrap();
        let request = match peer {
            Some(peer) => TestApp::from_peer(request, peer),
            None => request,
        };
        let answer = self.send(request).await;
        (answer.status, answer.location())
    }

    /// The BG Stats import form: its `step` ("check" or "import") and the backup `file`.
    pub async fn bgstats_form(&self, path: &str, step: &str, file: &[u8]) -> (StatusCode, String) {
        let parts = [
            ("step", None, step.as_bytes()),
            ("backup", Some("BGStatsExport.json"), file),
        ];
        self.multipart(path, &parts).await
    }

    /// A new group: its write token.
    pub async fn new_group(&self, name: &str) -> String {
        self.new_group_links(name).await.0
    }

    /// A new group: its write and read-only tokens.
    pub async fn new_group_links(&self, name: &str) -> (String, String) {
        let (status, group) = self
            .json(
                Method::POST,
                "/api/v1/groups",
                Some(json!({ "name": name })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{group}");
        let token = |key: &str| group[key].as_str().unwrap().to_owned();
        (token("token"), token("read_token"))
    }

    /// Saves `play` to the group through the API as play `id`: the status and the play.
    pub async fn put_play(&self, token: &str, id: &str, play: Value) -> (StatusCode, Value) {
        let path = format!("/api/v1/groups/{token}/plays/{id}");
        self.json(Method::PUT, &path, Some(play)).await
    }

    /// Saves a phone's kept pad to the group as play `id`, as "Save to a
    /// group" does: the status and the play (or the refusal).
    pub async fn save_pad(
        &self,
        token: &str,
        id: &str,
        pad: &str,
        lang: &str,
    ) -> (StatusCode, Value) {
        let body = json!({"pad": pad, "played_at": "2026-11-26T20:15:00Z", "lang": lang});
        self.json(Method::PUT, &format!("/g/{token}/plays/{id}"), Some(body))
            .await
    }
}

/// A request with a JSON body (or none), as the API's clients send it.
pub fn json_request(method: Method, path: &str, body: Option<Value>) -> Request<Body> {
    Request::builder()
        .method(method)
        .uri(path)
        .header(header::CONTENT_TYPE, "application/json")
        .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
        .unwrap()
}

/// The status and the body read as JSON (null when empty); a 503 says when to
/// come back.
fn read_json(path: &str, answer: Answer) -> (StatusCode, Value) {
    if answer.status == StatusCode::SERVICE_UNAVAILABLE {
        assert!(answer.headers.contains_key(header::RETRY_AFTER));
    }
    let body = match answer.body.is_empty() {
        true => Value::Null,
        false => serde_json::from_slice(&answer.body)
            .unwrap_or_else(|_| panic!("{path}: {} {}", answer.status, answer.text())),
    };
    (answer.status, body)
}
