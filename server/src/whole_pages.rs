//! Pages, compressed whole and fast. The renderer streams a page in many small
//! chunks, and the generic compression layer starts a brotli encoder made for
//! large files (quality 4, a 4 MB window) on each of them. On a Catan setup page
//! (33 KB of HTML) that cost more CPU than rendering: 950 pages/s with it, 2,000
//! without compression. A page is gathered whole and compressed once with
//! brotli's fastest quality and a window the size of a page: 2,200 pages/s, and
//! 8.8 KB sent instead of 7.3 KB (docs/performance.md). Other responses are
//! left to the layer.

use axum::{
    body::Body,
    extract::Request,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    middleware::Next,
    response::Response,
};
use std::io::Write;

/// Far above any page (the largest, a Catan setup, is about 33 KB).
const PAGE_LIMIT: usize = 1 << 20;
/// Brotli's fastest (measured on a Catan setup page: quality 0 sends 8.8 KB at
/// 2,200 pages/s; 1: 8.5 KB at 2,100; 2: 7.9 KB at 1,600).
const QUALITY: u32 = 0;
/// A 64 KB window: twice the largest page.
const WINDOW_BITS: u32 = 16;
/// Below this a compressed page would not be smaller by much.
const WORTH_COMPRESSING: usize = 512;

pub async fn compress_pages(request: Request, next: Next) -> Response {
    let brotli = crate::headers::accepts_encoding(request.headers(), "br");
    let response = next.run(request).await;
    if !super::headers::is_html(&response) {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let page = match axum::body::to_bytes(body, PAGE_LIMIT).await {
        Ok(page) => page,
        Err(_) => {
            parts.status = StatusCode::INTERNAL_SERVER_ERROR;
            parts.headers.remove(header::CONTENT_LENGTH);
            return Response::from_parts(parts, Body::from("The page could not be rendered."));
        }
    };
    restore_page_policy(&mut parts.headers, &page);
    if !brotli || page.len() < WORTH_COMPRESSING {
        // Gathered whole all the same: the layer then compresses it in one piece.
        return Response::from_parts(parts, Body::from(page));
    }
    let headers = &mut parts.headers;
    headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("br"));
    headers.remove(header::CONTENT_LENGTH);
    headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    Response::from_parts(parts, Body::from(compress(&page)))
}

/// A page whose header lost the policy its shell set (seen once in many e2e
/// runs: the render's response options not carried over) got the strict one for
/// non-pages, which blocks the page's own styles and scripts. The nonce Leptos
/// wrote into the page says which policy it needed.
fn restore_page_policy(headers: &mut HeaderMap, page: &[u8]) {
    let strict = headers
        .get(header::CONTENT_SECURITY_POLICY)
        .is_none_or(|policy| policy == super::headers::STRICT_POLICY);
    if !strict {
        return;
    }
    let Some(nonce) = page_nonce(page) else {
        return;
    };
    if let Ok(value) = HeaderValue::from_str(&app::security::page_policy(nonce)) {
        headers.insert(header::CONTENT_SECURITY_POLICY, value);
    }
}

/// The first `nonce="…"` in the page, if it is a plain token.
fn page_nonce(page: &[u8]) -> Option<&str> {
    const MARK: &[u8] = b"nonce=\"";
    let start = page.windows(MARK.len()).position(|w| w == MARK)? + MARK.len();
    let length = page[start..].iter().position(|&b| b == b'"')?;
    let nonce = std::str::from_utf8(&page[start..start + length]).ok()?;
    let plain = !nonce.is_empty()
        && nonce.len() <= 64
        && nonce
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'+' | b'/' | b'='));
    plain.then_some(nonce)
}

fn compress(page: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(page.len() / 4);
    {
        let mut encoder = brotli::CompressorWriter::new(&mut out, 4096, QUALITY, WINDOW_BITS);
        // Writing to a Vec cannot fail.
        let _ = encoder.write_all(page);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asks(value: &str) -> bool {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(value).unwrap(),
        );
        crate::headers::accepts_encoding(&headers, "br")
    }

    #[test]
    fn a_page_that_lost_its_policy_gets_the_one_its_nonce_needs() {
        let page = br#"<html><script nonce="AbC-12_x">x</script></html>"#;
        let mut headers = HeaderMap::new();
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(crate::headers::STRICT_POLICY),
        );
        restore_page_policy(&mut headers, page);
        assert_eq!(
            headers[header::CONTENT_SECURITY_POLICY],
            app::security::page_policy("AbC-12_x")
        );
        // The page's own policy stays; a page without a nonce keeps the strict one;
        // a nonce that is not a plain token is not trusted.
        let own = HeaderValue::from_static("default-src 'self'");
        headers.insert(header::CONTENT_SECURITY_POLICY, own.clone());
        restore_page_policy(&mut headers, page);
        assert_eq!(headers[header::CONTENT_SECURITY_POLICY], own);
        let strict = HeaderValue::from_static(crate::headers::STRICT_POLICY);
        for page in [
            &b"<html></html>"[..],
            br#"<script nonce="a' 'unsafe-inline">"#,
        ] {
            headers.insert(header::CONTENT_SECURITY_POLICY, strict.clone());
            restore_page_policy(&mut headers, page);
            assert_eq!(headers[header::CONTENT_SECURITY_POLICY], strict);
        }
    }

    #[test]
    fn brotli_only_when_asked_for_with_a_weight() {
        assert!(asks("gzip, deflate, br, zstd"));
        assert!(asks("BR;q=0.5"));
        assert!(!asks("gzip"));
        assert!(!asks("br;q=0, gzip"));
        assert!(!asks("brotli"));
        assert!(!crate::headers::accepts_encoding(&HeaderMap::new(), "br"));
    }

    #[test]
    fn compressed_pages_come_back_whole() {
        let page = "<p>Tableside</p>".repeat(2_000);
        let packed = compress(page.as_bytes());
        assert!(packed.len() < page.len() / 20);
        let mut unpacked = Vec::new();
        brotli::BrotliDecompress(&mut packed.as_slice(), &mut unpacked).unwrap();
        assert_eq!(unpacked, page.as_bytes());
    }
}
