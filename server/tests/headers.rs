//! Security headers on every response, the page CSP's nonce, and compression.

use axum::{
    body::Body,
    http::{header, HeaderMap, Request, StatusCode},
};
use http_body_util::BodyExt;
use tower::ServiceExt;

async fn get(path: &str, accept_encoding: Option<&str>) -> (StatusCode, HeaderMap, Vec<u8>) {
    let options = server::config::options_from(None, Some("tests/no-site".into())).unwrap();
    let mut request = Request::builder().uri(path);
    if let Some(encoding) = accept_encoding {
        request = request.header(header::ACCEPT_ENCODING, encoding);
    }
    let response = server::app_in_memory(options)
        .await
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    let body = response
        .into_body()
        .collect()
        .await
        .unwrap()
        .to_bytes()
        .to_vec();
    (status, headers, body)
}

fn header(headers: &HeaderMap, name: header::HeaderName) -> &str {
    headers
        .get(&name)
        .map(|v| v.to_str().unwrap())
        .unwrap_or_else(|| panic!("no {name}"))
}

fn page_nonce(headers: &HeaderMap) -> String {
    let policy = header(headers, header::CONTENT_SECURITY_POLICY);
    let scripts = policy
        .split(';')
        .find(|d| d.trim().starts_with("script-src"))
        .expect("script-src");
    assert!(!scripts.contains("unsafe-inline"), "{policy}");
    let start = scripts.find("'nonce-").expect("a nonce") + "'nonce-".len();
    scripts[start..].split('\'').next().unwrap().to_owned()
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    for path in [
        "/",
        "/catan/setup",
        "/nowhere",
        "/api/v1/games",
        "/api/v1/nothing",
        "/lang/en?next=/",
    ] {
        let (_, headers, _) = get(path, None).await;
        assert_eq!(
            header(&headers, header::X_CONTENT_TYPE_OPTIONS),
            "nosniff",
            "{path}"
        );
        assert_eq!(
            header(&headers, header::REFERRER_POLICY),
            "strict-origin-when-cross-origin",
            "{path}"
        );
        assert_eq!(header(&headers, header::X_FRAME_OPTIONS), "DENY", "{path}");
        assert!(
            header(&headers, header::CONTENT_SECURITY_POLICY).contains("frame-ancestors 'none'"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn pages_allow_only_their_own_nonced_scripts() {
    for path in ["/", "/gentes/score", "/chess/setup"] {
        let (_, headers, body) = get(path, None).await;
        let nonce = page_nonce(&headers);
        assert!(nonce.len() >= 16, "{nonce}");
        let html = String::from_utf8(body).unwrap();
        let scripts = html.matches("<script").count();
        assert!(scripts > 0, "{path} has no script");
        assert_eq!(
            html.matches(&format!("nonce=\"{nonce}\"")).count(),
            scripts,
            "{path}: every script carries the nonce"
        );
    }
    let (_, first, _) = get("/", None).await;
    let (_, second, _) = get("/", None).await;
    assert_ne!(
        page_nonce(&first),
        page_nonce(&second),
        "a fresh nonce per page"
    );
}

#[tokio::test]
async fn the_api_gets_the_strict_policy() {
    let (_, headers, _) = get("/api/v1/games", None).await;
    assert_eq!(
        header(&headers, header::CONTENT_SECURITY_POLICY),
        "default-src 'none'; frame-ancestors 'none'"
    );
}

#[tokio::test]
async fn responses_are_compressed_as_the_browser_asks() {
    let (_, plain, plain_body) = get("/", None).await;
    assert!(plain.get(header::CONTENT_ENCODING).is_none());
    let (status, br, br_body) = get("/", Some("br;q=1.0, gzip;q=0.8")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&br, header::CONTENT_ENCODING), "br");
    assert!(
        br_body.len() * 2 < plain_body.len(),
        "{} vs {}",
        br_body.len(),
        plain_body.len()
    );
    // The page compressed whole is the page, and caches know it varies.
    let mut unpacked = Vec::new();
    brotli::BrotliDecompress(&mut br_body.as_slice(), &mut unpacked).unwrap();
    let page = String::from_utf8(unpacked).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>") && page.contains("</html>"));
    let varies: Vec<&str> = br
        .get_all(header::VARY)
        .iter()
        .map(|v| v.to_str().unwrap())
        .collect();
    assert!(
        varies.iter().any(|v| v.contains("accept-encoding")),
        "{varies:?}"
    );
    // A page for a browser without brotli is left to the gzip layer, whole.
    let (_, gzip_page, _) = get("/", Some("gzip")).await;
    assert_eq!(header(&gzip_page, header::CONTENT_ENCODING), "gzip");
    let (_, gzip, _) = get("/api/v1/games", Some("gzip")).await;
    assert_eq!(header(&gzip, header::CONTENT_ENCODING), "gzip");
}

/// A site root with one built file and its precompressed forms.
fn site_with_a_built_file() -> std::path::PathBuf {
    let root = std::env::temp_dir().join(format!("tableside-site-{}", std::process::id()));
    let pkg = root.join("pkg");
    std::fs::create_dir_all(&pkg).unwrap();
    std::fs::write(
        pkg.join("tableside.abc123.js"),
        "console.log('plain');".repeat(50),
    )
    .unwrap();
    std::fs::write(pkg.join("tableside.abc123.js.br"), b"brotli bytes").unwrap();
    std::fs::write(pkg.join("tableside.abc123.js.gz"), b"gzip bytes").unwrap();
    root
}

async fn get_asset(
    hashed: bool,
    path: &str,
    accept_encoding: &str,
) -> (StatusCode, HeaderMap, Vec<u8>) {
    let root = site_with_a_built_file();
    let mut options =
        server::config::options_from(None, Some(root.to_string_lossy().into_owned())).unwrap();
    options.hash_files = hashed;
    let request = Request::builder()
        .uri(path)
        .header(header::ACCEPT_ENCODING, accept_encoding)
        .body(Body::empty())
        .unwrap();
    let response = server::app_in_memory(options)
        .await
        .oneshot(request)
        .await
        .unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    (
        status,
        headers,
        response
            .into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec(),
    )
}

#[tokio::test]
async fn built_files_are_sent_precompressed_and_cached_for_a_year_when_hashed() {
    let (status, headers, body) = get_asset(true, "/pkg/tableside.abc123.js", "br, gzip").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&headers, header::CONTENT_ENCODING), "br");
    assert_eq!(
        body, b"brotli bytes",
        "the precompressed file, not a fresh compression"
    );
    assert_eq!(
        header(&headers, header::CACHE_CONTROL),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(header(&headers, header::X_CONTENT_TYPE_OPTIONS), "nosniff");

    let (_, headers, body) = get_asset(true, "/pkg/tableside.abc123.js", "gzip").await;
    assert_eq!(
        (header(&headers, header::CONTENT_ENCODING), body.as_slice()),
        ("gzip", b"gzip bytes".as_slice())
    );
}

#[tokio::test]
async fn missing_or_unhashed_files_are_not_cached() {
    let (status, headers, _) = get_asset(true, "/pkg/missing.wasm", "br").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(header(&headers, header::CACHE_CONTROL), "no-cache");
    let (status, headers, _) = get_asset(false, "/pkg/tableside.abc123.js", "br").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header(&headers, header::CACHE_CONTROL), "no-cache");
}
