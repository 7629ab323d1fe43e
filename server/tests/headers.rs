//! Security headers on every response, the page CSP's nonce, and compression.

mod common;

use axum::http::{header, HeaderMap, Method, StatusCode};
use common::test_app::TestApp;

/// `path` from a site of its own, asked with `accept_encoding` if any.
async fn get(path: &str, accept_encoding: Option<&str>) -> (StatusCode, HeaderMap, Vec<u8>) {
    let encoding: Vec<_> = accept_encoding
        .map(|encoding| (header::ACCEPT_ENCODING, encoding))
        .into_iter()
        .collect();
    let answer = TestApp::new().await.get(path, &encoding).await;
    (answer.status, answer.headers, answer.body)
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

/// A site root with a build (its JS precompressed) and a favicon, written once:
/// the tests run at the same time and must not see it half-written.
fn built_site() -> std::path::PathBuf {
    static ROOT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    ROOT.get_or_init(write_built_site).clone()
}

fn write_built_site() -> std::path::PathBuf {
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
    std::fs::write(pkg.join("tableside.def456.wasm"), b"\0asm").unwrap();
    std::fs::write(pkg.join("tableside.ghi789.css"), b"body{}").unwrap();
    std::fs::write(root.join("favicon.svg"), "<svg></svg>".repeat(30)).unwrap();
    root
}

/// The address the site serves the favicon at (named by its content).
fn favicon() -> String {
    let site = server::site::Site::from_dir(&built_site()).unwrap();
    site.address_of("/favicon.svg").unwrap()
}

/// The address the pages load the built JS from.
fn built_js() -> String {
    let site = server::site::Site::from_dir(&built_site()).unwrap();
    let js = site.built_addresses().iter().find(|a| a.ends_with(".js"));
    js.unwrap().clone()
}

/// `path` by `method` from a site of its own serving [`built_site`].
async fn get_asset(
    method: &str,
    path: &str,
    request_headers: &[(header::HeaderName, &str)],
) -> (StatusCode, HeaderMap, Vec<u8>) {
    let method = Method::from_bytes(method.as_bytes()).unwrap();
    let app = TestApp::serving(&built_site()).await;
    let answer = app.ask(method, path, request_headers).await;
    (answer.status, answer.headers, answer.body)
}

#[tokio::test]
async fn pages_load_the_built_files_by_the_name_of_their_content() {
    // A scorepad's page: the one kind that loads all three (JS, wasm, CSS).
    let (_, _, page) = get_asset("GET", "/catan/score", &[]).await;
    let page = String::from_utf8(page).unwrap();
    let site = server::site::Site::from_dir(&built_site()).unwrap();
    assert_eq!(site.built_addresses().len(), 3);
    for address in site.built_addresses() {
        assert!(address.starts_with("/pkg/tableside."), "{address}");
        assert!(page.contains(address.as_str()), "{address} not in the page");
    }
    // The file names cargo-leptos gave are not what the pages use.
    assert!(!page.contains("abc123"));
}

#[tokio::test]
async fn built_files_are_sent_precompressed_and_cached_for_a_year() {
    let js = built_js();
    let (status, headers, body) =
        get_asset("GET", &js, &[(header::ACCEPT_ENCODING, "br, gzip")]).await;
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
    assert_eq!(
        header(&headers, header::CONTENT_TYPE),
        "text/javascript; charset=utf-8"
    );
    assert_eq!(header(&headers, header::VARY), "accept-encoding");
    assert_eq!(header(&headers, header::X_CONTENT_TYPE_OPTIONS), "nosniff");
    assert!(header(&headers, header::ETAG).ends_with("-br\""));

    let (_, headers, body) = get_asset("GET", &js, &[(header::ACCEPT_ENCODING, "gzip")]).await;
    assert_eq!(
        (header(&headers, header::CONTENT_ENCODING), body.as_slice()),
        ("gzip", b"gzip bytes".as_slice())
    );
    let (_, headers, body) = get_asset("GET", &js, &[]).await;
    assert!(headers.get(header::CONTENT_ENCODING).is_none());
    assert_eq!(body, "console.log('plain');".repeat(50).as_bytes());
}

#[tokio::test]
async fn a_browser_with_the_file_gets_304_and_head_gets_no_body() {
    let js = built_js();
    let (_, headers, _) = get_asset("GET", &js, &[(header::ACCEPT_ENCODING, "br")]).await;
    let etag = header(&headers, header::ETAG).to_owned();
    // Its tag in any encoding, weak or strong, among others.
    let plain_tag = etag.replace("-br", "");
    for asked in [
        etag.clone(),
        format!("\"other\", W/{plain_tag}"),
        "*".to_owned(),
    ] {
        let (status, headers, body) =
            get_asset("GET", &js, &[(header::IF_NONE_MATCH, &asked)]).await;
        assert_eq!(status, StatusCode::NOT_MODIFIED, "{asked}");
        assert!(body.is_empty());
        assert!(headers.get(header::ETAG).is_some());
    }
    let (status, _, body) = get_asset("GET", &js, &[(header::IF_NONE_MATCH, "\"other\"")]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!body.is_empty());

    let (status, headers, body) =
        get_asset("HEAD", &js, &[(header::ACCEPT_ENCODING, "gzip")]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.is_empty());
    assert_eq!(header(&headers, header::CONTENT_LENGTH), "10");
}

#[tokio::test]
async fn other_site_files_are_named_by_their_content_and_missing_ones_are_the_404_page() {
    let favicon = favicon();
    let (status, headers, body) =
        get_asset("GET", &favicon, &[(header::ACCEPT_ENCODING, "br")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        header(&headers, header::CACHE_CONTROL),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(header(&headers, header::CONTENT_TYPE), "image/svg+xml");
    // Compressed once at start-up (it had no .br beside it).
    assert_eq!(header(&headers, header::CONTENT_ENCODING), "br");
    assert!(body.len() < 100);

    for missing in [
        "/pkg/tableside.abc123.js",
        "/pkg/missing.wasm",
        "/favicon.svg.br",
        // Its plain name: a page names it by its content.
        "/favicon.svg",
    ] {
        let (status, headers, _) = get_asset("GET", missing, &[]).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{missing}");
        assert_eq!(header(&headers, header::CACHE_CONTROL), "no-cache");
    }
    // Only GET and HEAD are answered from the site.
    let (status, _, _) = get_asset("POST", &favicon, &[]).await;
    assert_ne!(status, StatusCode::OK);
}
