//! The site in process: one router over an in-memory store, spoken to with
//! `oneshot` the way a phone or a script speaks to it. Every server test that
//! needs no real process builds its client here.

use axum::body::Body;
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
        let options = server::config::options_from(None, Some("tests/no-site".into())).unwrap();
        TestApp {
            router: server::app_with_limits(options, store.clone(), limits),
            store,
        }
    }

    /// Sends a request as built and reads the answer whole.
    pub async fn send(&self, request: Request<Body>) -> Answer {
        let response: Response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.into_body().collect().await.unwrap().to_bytes();
        Answer {
            status,
            headers,
            body: body.to_vec(),
        }
    }

    /// A JSON call: the status and the body read as JSON (null when empty).
    /// A 503 always says when to come back.
    pub async fn json(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
            .unwrap();
        let answer = self.send(request).await;
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

    /// A page in English.
    pub async fn page(&self, path: &str) -> (StatusCode, String) {
        self.page_in(path, "en").await
    }

    /// A page in a language, as a phone asking in it gets it.
    pub async fn page_in(&self, path: &str, lang: &str) -> (StatusCode, String) {
        let request = Request::builder()
            .uri(path)
            .header(header::ACCEPT_LANGUAGE, lang)
            .body(Body::empty())
            .unwrap();
        let answer = self.send(request).await;
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
        let answer = self.send(request).await;
        (answer.status, answer.location())
    }

    /// A request as it comes from the client at `address` through a proxy
    /// the site trusts (`X-Forwarded-For`).
    pub async fn json_from(
        &self,
        address: &str,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> StatusCode {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json")
            .header("x-forwarded-for", address)
            .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
            .unwrap();
        self.send(request).await.status
    }

    /// A new group: its write token.
    pub async fn new_group(&self, name: &str) -> String {
        let (status, group) = self
            .json(
                Method::POST,
                "/api/v1/groups",
                Some(json!({ "name": name })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{group}");
        group["token"].as_str().unwrap().to_owned()
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
